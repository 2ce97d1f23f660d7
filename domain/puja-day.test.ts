import { beforeAll, describe, expect, it } from 'vitest';
import { dayInWords } from './date-style';
import { installSolarDays } from './jyotish/solar-days';
import { describePujaDate, pujaDayInWords, setSolarDayText, solarDayText } from './puja-day';

describe('before the solar days are installed (the browser loads them for ml and ta only)', () => {
  it('gives the plain style in every language', () => {
    setSolarDayText(() => null);
    expect(pujaDayInWords(2026, 12, 13, 'ml')).toBe(dayInWords(2026, 12, 13, 'ml'));
    expect(solarDayText('2026-11-28', 'ta')).toBeNull();
  });
});

describe('a puja’s day in words', () => {
  beforeAll(installSolarDays);

  it('adds the Malayalam solar month and day on Malayalam pages', () => {
    expect(pujaDayInWords(2026, 12, 13, 'ml')).toBe(
      `${dayInWords(2026, 12, 13, 'ml')} (വൃശ്ചികം 27)`,
    );
  });

  it('adds the Tamil solar month and day on Tamil pages', () => {
    expect(pujaDayInWords(2026, 11, 28, 'ta')).toBe(
      `${dayInWords(2026, 11, 28, 'ta')} (கார்த்திகை 12)`,
    );
  });

  it('leaves English and Hindi pages in the plain style', () => {
    expect(pujaDayInWords(2026, 12, 13, 'en')).toBe('Sunday, 13 December 2026');
    expect(pujaDayInWords(2026, 12, 13, 'hi')).toBe(dayInWords(2026, 12, 13, 'hi'));
    expect(solarDayText('2026-12-13', 'hi')).toBeNull();
  });
});

describe('a wizard’s puja date', () => {
  beforeAll(installSolarDays);
  it('reads MM/DD/YYYY and gives the same words', () => {
    expect(describePujaDate('12/13/2026', 'ml')).toBe(pujaDayInWords(2026, 12, 13, 'ml'));
    expect(describePujaDate('11/28/2026', 'ta')).toContain('(கார்த்திகை 12)');
    expect(describePujaDate('not a date', 'ta')).toBe('not a date');
  });
});
