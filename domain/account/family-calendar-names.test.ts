import { describe, expect, it } from 'vitest';
import { solarMonthName, tithiName } from './family-calendar-names';

describe('the family page’s month and tithi names', () => {
  it('names a solar month in the page’s own calendar, and in English by the tradition', () => {
    // Sign 4 (Simha): Chingam in Kerala, Aavani in Tamil Nadu.
    expect(solarMonthName(4, 'tamil', 'ml')).toBe('ചിങ്ങം');
    expect(solarMonthName(4, 'kerala', 'ta')).toBe('ஆவணி');
    expect(solarMonthName(4, 'kerala', 'hi')).toBe('सिंह');
    expect(solarMonthName(4, 'kerala', 'en')).toBe('Chingam');
    expect(solarMonthName(4, 'tamil', 'en')).toBe('Aavani');
    expect(solarMonthName(4, 'lunar', 'en')).toBe('Simha');
    expect(solarMonthName(12, 'lunar', 'en')).toBe('');
  });

  it('names the tithis of both fortnights, the full and the new moon by themselves', () => {
    expect(tithiName(0, 'en')).toBe('Shukla Pratipada');
    expect(tithiName(10, 'en')).toBe('Shukla Ekadashi');
    expect(tithiName(14, 'en')).toBe('Purnima');
    expect(tithiName(25, 'en')).toBe('Krishna Ekadashi');
    expect(tithiName(29, 'hi')).toBe('अमावस्या');
    expect(tithiName(14, 'ml')).toBe('പൗർണമി');
    expect(tithiName(30, 'en')).toBe('');
  });
});
