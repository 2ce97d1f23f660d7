import { describe, expect, it } from 'vitest';
import { krittikaDays } from './krittika';
import { cutoffFor, scheduleFor } from './schedule-rules';

describe('Krittika days', () => {
  it('match known Karthigai Deepam dates (Krittika in the evening)', () => {
    expect(krittikaDays(new Date('2023-11-10T00:00:00Z'), 30)).toEqual(['2023-11-26']);
    expect(krittikaDays(new Date('2024-12-01T00:00:00Z'), 30)).toEqual(['2024-12-13']);
  });

  it('come 14 times in 2025, 27 or 28 days apart, as the temple’s 2025 schedule had', () => {
    const days = krittikaDays(new Date('2025-01-01T00:00:00Z'), 365);
    expect(days).toHaveLength(14);
    for (let i = 1; i < days.length; i++) {
      const gap = (Date.parse(days[i]!) - Date.parse(days[i - 1]!)) / 86_400_000;
      expect(gap).toBeGreaterThanOrEqual(26);
      expect(gap).toBeLessThanOrEqual(29);
    }
  });
});

describe('schedules', () => {
  it('close orders at midnight India time, N days before', () => {
    expect(cutoffFor('2026-12-13', 3)).toBe('2026-12-09T18:30:00.000Z');
  });

  it('keep only dates still open', () => {
    const now = new Date('2026-03-04T12:00:00Z'); // a Wednesday
    const saturdays = scheduleFor('WEEKLY:6', 2, now);
    // Saturday 7 March closes on 4 March 18:30 UTC: still open at noon.
    expect(saturdays[0]).toEqual({
      dateOfPuja: '2026-03-07',
      orderCutoffTime: '2026-03-04T18:30:00.000Z',
    });
    const later = scheduleFor('WEEKLY:6', 2, new Date('2026-03-04T19:00:00Z'));
    expect(later[0]!.dateOfPuja).toBe('2026-03-14');
    expect(scheduleFor('NONE', 2, now)).toEqual([]);
    expect(scheduleFor('MANUAL', 2, now)).toEqual([]);
  });
});
