/**
 * IRC §6115's disclosure where the payment is asked for: a puja over $75
 * whose prasad has a value says, in every language, that only the part above
 * the prasad's value may be deductible; none at $75 or less, or without goods.
 */
import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../../../tests/test-support/i18n';
import { pujaDisclosure } from './ChoiceCards';

const LANGUAGES = ['en', 'ml', 'ta', 'hi'] as const;
let i18n: Record<(typeof LANGUAGES)[number], I18n>;

beforeAll(async () => {
  const loaded = await Promise.all(LANGUAGES.map((code) => testI18n(code, ['flows'])));
  i18n = Object.fromEntries(LANGUAGES.map((code, i) => [code, loaded[i]!])) as typeof i18n;
});

describe("the puja card's disclosure", () => {
  it('gives the good-faith value and the deductible part over $75', () => {
    expect(pujaDisclosure(i18n.en, 250, 12.5)).toBe(
      'With this offering the temple sends you prasad, which we estimate in good faith to be worth $12.50. For US federal income tax, the deductible part of your payment is limited to the amount above that value: $237.50.',
    );
  });

  it('is written in each language, with the figures', () => {
    const texts = LANGUAGES.map((code) => pujaDisclosure(i18n[code], 250, 12.5)!);
    expect(new Set(texts).size).toBe(4);
    for (const text of texts) {
      expect(text).toContain('12.50');
      expect(text).toContain('237.50');
    }
  });

  it('is not shown at $75 or less, nor without goods', () => {
    expect(pujaDisclosure(i18n.en, 75, 10)).toBeUndefined();
    expect(pujaDisclosure(i18n.en, 250, 0)).toBeUndefined();
    expect(pujaDisclosure(i18n.en, 75.01, 10)).toBeDefined();
  });
});
