/**
 * The catalog as the content pages show it (spec section 9): Special pujas,
 * Homas, Pujas, then any other category, each sorted by selectionOrder.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PUJA_CATEGORIES } from '../../../domain/constants';
import type { PujaDetail } from '../../../domain/prefs';
import type { TextIn } from '../../../domain/catalog-texts';

export interface CatalogGroup {
  category: string;
  /**
   * A known category's heading as a message; another category's name as the
   * temple wrote it in the catalog's language (`localized`), else in English.
   */
  heading: MessageDescriptor | TextIn;
  items: PujaDetail[];
}

const KNOWN: readonly [string, MessageDescriptor][] = [
  [PUJA_CATEGORIES.special, msg`Special pujas`],
  [PUJA_CATEGORIES.homas, msg`Homas`],
  [PUJA_CATEGORIES.pujas, msg`Pujas`],
];

/** 'SEASONAL_OFFERINGS' → 'Seasonal offerings'. */
function headingFor(category: string): string {
  const words = category.toLowerCase().replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function groupCatalog(details: readonly PujaDetail[]): CatalogGroup[] {
  const byCategory = new Map<string, PujaDetail[]>();
  for (const detail of details) {
    const list = byCategory.get(detail.category) ?? [];
    list.push(detail);
    byCategory.set(detail.category, list);
  }
  const order = [
    ...KNOWN.map(([category]) => category),
    ...[...byCategory.keys()].filter((category) => !KNOWN.some(([known]) => known === category)),
  ];
  return order.flatMap((category) => {
    const items = byCategory.get(category);
    if (!items?.length) return [];
    const own = items.find((item) => item.localized?.texts.categoryName)?.localized;
    const heading: MessageDescriptor | TextIn =
      KNOWN.find(([known]) => known === category)?.[1] ??
      (own?.texts.categoryName
        ? { text: own.texts.categoryName, lang: own.language }
        : { text: headingFor(category), lang: 'en' });
    const sorted = [...items].sort((a, b) => a.selectionOrder - b.selectionOrder);
    return [{ category, heading, items: sorted }];
  });
}

export { KALI_PUJA_CODE, pujaName, pujaPrice } from '../../../domain/puja-facts';
