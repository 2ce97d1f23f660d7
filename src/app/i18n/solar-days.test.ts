import { describe, expect, it } from 'vitest';
import { setSolarDayText, solarDayText } from '../../../domain/puja-day';
import { loadSolarDaysFor } from './solar-days';

describe('the solar days, loaded with the language', () => {
  it('are loaded for Malayalam and Tamil, and nothing for English or Hindi', async () => {
    setSolarDayText(() => null);
    await loadSolarDaysFor('en');
    await loadSolarDaysFor('hi');
    expect(solarDayText('2026-12-13', 'ml')).toBeNull();
    await loadSolarDaysFor('ml');
    expect(solarDayText('2026-12-13', 'ml')).toBe('വൃശ്ചികം 27');
    expect(solarDayText('2026-11-28', 'ta')).toBe('கார்த்திகை 12');
  });
});
