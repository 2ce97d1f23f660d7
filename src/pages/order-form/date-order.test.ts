/**
 * The printable form tells each language's reader the order of a date's
 * parts: the day, the month in words, the year, never the API's MM/DD/YYYY.
 * Read from the catalogs the page is drawn with.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { monthNames } from '../../../domain/day-entry';

const HINT = 'e.g. 27 March 1985';

function translation(language: string, id: string): string {
  const catalog = readFileSync(`src/locales/${language}/form.po`, 'utf8');
  const block = catalog.split('\n\n').find((entry) => entry.includes(`msgid "${id}"`));
  return /msgstr "(.*)"/.exec(block ?? '')?.[1] ?? '';
}

describe("the printable form's date boxes in each language", () => {
  for (const language of ['ml', 'ta', 'hi']) {
    it(`${language}: the day, then March by its name there, then the year`, () => {
      const hint = translation(language, HINT);
      const march = monthNames(language)[2]!;
      expect(hint).not.toMatch(/MM|DD|YYYY/);
      expect(hint.indexOf('27')).toBeGreaterThanOrEqual(0);
      expect(hint.indexOf('27')).toBeLessThan(hint.indexOf(march));
      expect(hint.indexOf(march)).toBeLessThan(hint.indexOf('1985'));
    });
  }
});
