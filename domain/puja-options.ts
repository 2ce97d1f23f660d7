/**
 * The puja choices offered in a form (spec sections 3 and 9): grouped by
 * category with a header option before each known group, each group sorted by
 * selectionOrder, duplicates (same value and label) dropped.
 */
import { PUJA_CATEGORIES } from './constants';
import type { PujaDetail } from './prefs';

export interface PujaOption {
  id: number;
  value: string;
  label: string;
  name: string;
  code: string;
  category: string;
  extDescription: string;
  /** True for a group separator such as 'Homas'; it cannot be chosen. */
  header: boolean;
}

export const CATEGORY_HEADERS: Readonly<Record<string, string>> = {
  [PUJA_CATEGORIES.special]: 'Special pujas',
  [PUJA_CATEGORIES.homas]: 'Homas',
  [PUJA_CATEGORIES.pujas]: 'Pujas',
};

const BASE_ORDER = [PUJA_CATEGORIES.special, PUJA_CATEGORIES.homas, PUJA_CATEGORIES.pujas];

export interface PujaOptionsSettings {
  /** Recommendation forms put RECOMMENDATIONS before the other groups. */
  recommendations?: boolean;
}

function headerOption(category: string, label: string): PujaOption {
  return {
    id: -1,
    value: `header:${category}`,
    label,
    name: label,
    code: '',
    category,
    extDescription: '',
    header: true,
  };
}

function toOption(detail: PujaDetail): PujaOption {
  const id = detail.pujaId ?? detail.id;
  const label = detail.displayName || detail.name;
  return {
    id,
    value: String(id),
    label,
    name: detail.name,
    code: detail.code,
    category: detail.category,
    extDescription: detail.extDescription ?? '',
    header: false,
  };
}

export function buildPujaOptions(
  details: readonly PujaDetail[],
  settings: PujaOptionsSettings = {},
): PujaOption[] {
  const known: string[] = settings.recommendations
    ? [PUJA_CATEGORIES.recommendations, ...BASE_ORDER]
    : [...BASE_ORDER];
  const byCategory = new Map<string, PujaDetail[]>();
  for (const detail of details) {
    const list = byCategory.get(detail.category) ?? [];
    list.push(detail);
    byCategory.set(detail.category, list);
  }
  const others = [...byCategory.keys()].filter((category) => !known.includes(category));
  const options: PujaOption[] = [];
  const seen = new Set<string>();
  for (const category of [...known, ...others]) {
    const group = byCategory.get(category);
    if (!group || group.length === 0) continue;
    const header = CATEGORY_HEADERS[category];
    if (header) options.push(headerOption(category, header));
    const sorted = [...group].sort((a, b) => a.selectionOrder - b.selectionOrder);
    for (const detail of sorted) {
      const option = toOption(detail);
      const key = `${option.value}\u0000${option.label}`;
      if (seen.has(key)) continue;
      seen.add(key);
      options.push(option);
    }
  }
  return options;
}
