/**
 * IRC §6115 on the content pages: the Types of Pujas page, as the server
 * renders it (src/app/prerender.tsx), gives a puja's disclosure on its card
 * where its price over $75 buys prasad of a stated value, in the page's
 * language; none for a puja at $75 or without goods.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '../../../domain/page-render';
import { EMPTY_ORDER_PREFS, type OrderPrefs, type PujaDetail } from '../../../domain/prefs';
import { createPageRenderer } from '../../app/prerender';

let renderer: PageRenderer;
beforeAll(async () => {
  renderer = await createPageRenderer();
});

const NOW = new Date('2099-01-05T12:00:00Z');

function puja(id: number, name: string, cost: number, goodsValue: number): PujaDetail {
  return {
    pujaId: id,
    id,
    code: `P${id}`,
    key: `p${id}`,
    name,
    displayName: name,
    category: 'PUJAS',
    cost,
    price: cost,
    selectionOrder: id,
    extDescription: `${name}, offered for the family.`,
    pujaDates: [],
    pujaScheduleForWebList: [{ dateOfPuja: '12/30/2099', orderCutoffTime: '2099-12-29T00:00:00Z' }],
    goodsValue,
  };
}

const PREFS: OrderPrefs = {
  ...EMPTY_ORDER_PREFS,
  pujaDetails: [
    puja(1, 'Kali Puja', 250, 12.5),
    puja(2, 'Ganapati Homa', 75, 10),
    puja(3, 'Navagraha Puja', 150, 0),
  ],
  costLookup: { '1': 250, '2': 75, '3': 150 },
};

/** The page's text, tags dropped and entities undone, as a reader reads it. */
async function pageText(address: string, language: string): Promise<string> {
  const html = await renderer.render({
    address,
    language,
    data: { prefs: PREFS },
    clock: () => NOW,
  });
  return html
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The card of one puja: its text from its name to the next card's. */
const cardOf = (text: string, name: string, next?: string) =>
  text.slice(text.indexOf(name), next ? text.indexOf(next, text.indexOf(name)) : undefined);

describe("a content page's puja cards", () => {
  it('disclose the prasad and the deductible part over $75, and only there', async () => {
    const text = await pageText('/types-of-puja', 'en');
    expect(cardOf(text, 'Kali Puja', 'Ganapati Homa')).toContain(
      'With this offering the temple sends you prasad, which we estimate in good faith to be worth $12.50. For US federal income tax, the deductible part of your payment is limited to the amount above that value: $237.50.',
    );
    expect(text.match(/With this offering the temple sends you prasad/g)).toHaveLength(1);
  });

  it.each(['ml', 'ta', 'hi'])('say it in the page’s language (%s)', async (language) => {
    const text = await pageText(`/${language}/types-of-puja`, language);
    expect(text).not.toContain('With this offering');
    expect(text).toContain('12.50');
    expect(text).toContain('237.50');
  });
});
