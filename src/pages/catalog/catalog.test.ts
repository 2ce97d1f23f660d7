import { describe, expect, it } from 'vitest';
import { installSolarDays } from '../../../domain/jyotish/solar-days';
import { formatCutoff, formatPujaDate, isoDay, parseMmDdYyyy, upcomingSchedule } from './format';
import { groupCatalog, pujaName } from './group-catalog';
import { pujaDetail } from '../../../domain/test-support/fixtures';

const detail = pujaDetail;

describe('groupCatalog', () => {
  it('orders Special pujas, Homas, Pujas, then other categories, each by selectionOrder', () => {
    const groups = groupCatalog([
      detail({ pujaId: 1, name: 'p2', category: 'PUJAS', selectionOrder: 2 }),
      detail({ pujaId: 2, name: 'x', category: 'TEMPLE_SEVA', selectionOrder: 1 }),
      detail({ pujaId: 3, name: 'p1', category: 'PUJAS', selectionOrder: 1 }),
      detail({ pujaId: 4, name: 'h', category: 'HOMAS', selectionOrder: 5 }),
      detail({ pujaId: 5, name: 's', category: 'SPECIAL', selectionOrder: 9 }),
    ]);
    expect(groups.map((g) => ('text' in g.heading ? g.heading.text : g.heading.message))).toEqual([
      'Special pujas',
      'Homas',
      'Pujas',
      'Temple seva',
    ]);
    expect(groups[3]!.heading).toEqual({ text: 'Temple seva', lang: 'en' });
    expect(groups[2]!.items.map((i) => i.name)).toEqual(['p1', 'p2']);
  });

  it('names another category as the temple wrote it in the page language', () => {
    const localized = { language: 'ml', texts: { categoryName: 'സമ്പൂർണ സേവകൾ' } };
    const [group] = groupCatalog([detail({ category: 'PACKAGES', localized })]);
    expect(group!.heading).toEqual({ text: 'സമ്പൂർണ സേവകൾ', lang: 'ml' });
  });

  it('leaves out empty groups and prefers the display name', () => {
    const groups = groupCatalog([detail({ category: 'HOMAS', name: 'n', displayName: 'Shown' })]);
    expect(groups).toHaveLength(1);
    expect(pujaName(groups[0]!.items[0]!)).toBe('Shown');
    expect(groupCatalog([])).toEqual([]);
  });
});

describe('formats', () => {
  // The formats avoid Intl in the browser (its first use is a long task); they must say what Intl says.
  it('writes puja dates and cutoffs in the one date style, with Intl en-US names', () => {
    const name = (date: Date, options: Intl.DateTimeFormatOptions, zone?: string) =>
      date.toLocaleDateString('en-US', { ...options, timeZone: zone });
    for (let day = 0; day < 400; day += 13) {
      const date = new Date(Date.UTC(2025, 0, 1 + day));
      const mmddyyyy = `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
      expect(formatPujaDate(mmddyyyy)).toBe(
        `${name(date, { weekday: 'long' }, 'UTC')}, ${date.getUTCDate()} ${name(date, { month: 'long' }, 'UTC')} ${date.getUTCFullYear()}`,
      );
      const cutoff = new Date(date.getTime() + day * 3_700_000);
      // ICU writes a narrow no-break space before AM/PM; we write a plain one.
      const time = cutoff
        .toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
        .replace('\u202f', ' ');
      expect(formatCutoff(cutoff.toISOString())).toBe(
        `${name(cutoff, { weekday: 'long' })}, ${cutoff.getDate()} ${name(cutoff, { month: 'long' })} ${cutoff.getFullYear()}, ${time}`,
      );
    }
    expect(formatCutoff('not a date')).toBe('not a date');
  });

  it('reads MM/DD/YYYY puja dates and rejects impossible ones', () => {
    expect(parseMmDdYyyy('12/11/2025')).toEqual([2025, 12, 11]);
    expect(parseMmDdYyyy('02/30/2025')).toBeNull();
    expect(parseMmDdYyyy('2025-12-11')).toBeNull();
    expect(isoDay('01/05/2026')).toBe('2026-01-05');
    expect(formatPujaDate('12/11/2025')).toBe('Thursday, 11 December 2025');
    expect(formatPujaDate('soon')).toBe('soon');
  });

  it('gives a puja date the solar month and day on Malayalam and Tamil pages only', () => {
    installSolarDays();
    expect(formatPujaDate('12/13/2026', 'ml')).toMatch(/2026.*\(വൃശ്ചികം 27\)$/);
    expect(formatPujaDate('11/28/2026', 'ta')).toMatch(/2026.*\(கார்த்திகை 12\)$/);
    expect(formatPujaDate('12/13/2026', 'hi')).not.toContain('(');
    expect(formatPujaDate('12/13/2026')).toBe('Sunday, 13 December 2026');
  });

  it('keeps only dates whose cutoff is still ahead, soonest first', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    const open = upcomingSchedule(
      [
        { dateOfPuja: '07/10/2025', orderCutoffTime: '2025-07-07T00:00:00Z' },
        { dateOfPuja: '06/02/2025', orderCutoffTime: '2025-05-30T00:00:00Z' },
        { dateOfPuja: '06/12/2025', orderCutoffTime: '2025-06-09T00:00:00Z' },
        { dateOfPuja: '06/20/2025', orderCutoffTime: 'not a date' },
        { dateOfPuja: 'bad', orderCutoffTime: '2025-08-01T00:00:00Z' },
      ],
      now,
    );
    expect(open.map((e) => e.dateOfPuja)).toEqual(['06/12/2025', '07/10/2025']);
  });
});
