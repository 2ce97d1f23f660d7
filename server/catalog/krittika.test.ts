import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-database';
import { BIRTH_STAR_SEEDS } from './birth-stars';
import { karthikaSchedule } from './krittika';
import { buildOrderPrefs } from './prefs-builder';
import { cutoffFor, scheduleFor } from './schedule-rules';
import { seedCatalog } from './seed';
import { NAKSHATRA_NAMES } from '../../domain/jyotish';

describe('the Kali/Karthika schedule', () => {
  it('offers the rule’s dates with orders closing three days before at midnight IST', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(karthikaSchedule(now, 45)).toEqual([
      { dateOfPuja: '2026-11-24', orderCutoffTime: '2026-11-20T18:30:00.000Z' },
      { dateOfPuja: '2026-12-21', orderCutoffTime: '2026-12-17T18:30:00.000Z' },
    ]);
    // Once 24 November's cutoff has passed, only 21 December is open.
    const later = new Date('2026-11-20T18:30:00Z');
    expect(karthikaSchedule(later, 45).map((e) => e.dateOfPuja)).toEqual(['2026-12-21']);
    expect(karthikaSchedule(later, 45, { openOnly: false }).map((e) => e.dateOfPuja)).toEqual([
      '2026-11-24',
      '2026-12-21',
    ]);
  });

  it('in order-prefs: exactly the future dates of the rule before their cutoff', async () => {
    const database = await createTestDatabase();
    try {
      const now = new Date('2026-01-01T00:00:00Z');
      await seedCatalog(database.db, now);
      const { prefs } = await buildOrderPrefs(database.db, now);
      const kali = prefs.pujaDetails.find((p) => p.code === 'KALI_KARTHIKA')!;
      const offered = kali.pujaScheduleForWebList.map((e) => e.dateOfPuja);
      const expected = karthikaSchedule(now, 400).map(
        (e) =>
          `${e.dateOfPuja.slice(5, 7)}/${e.dateOfPuja.slice(8, 10)}/${e.dateOfPuja.slice(0, 4)}`,
      );
      expect(offered).toEqual(expected);
      expect(offered.slice(0, 13)).toEqual([
        '01/27/2026',
        '02/23/2026',
        '03/22/2026',
        '04/19/2026',
        '05/16/2026',
        '06/13/2026',
        '07/10/2026',
        '08/06/2026',
        '09/03/2026',
        '09/30/2026',
        '10/27/2026',
        '11/24/2026',
        '12/21/2026',
      ]);
      expect(offered).toContain('01/17/2027');
      expect(offered).not.toContain('01/18/2027');
    } finally {
      await database.close();
    }
  });

  it('withdraws open dates the old computation had put in the database', async () => {
    const database = await createTestDatabase();
    try {
      const now = new Date('2026-11-01T00:00:00Z');
      await seedCatalog(database.db, now);
      const kali = await database.db
        .selectFrom('pujas')
        .select('id')
        .where('code', '=', 'KALI_KARTHIKA')
        .executeTakeFirstOrThrow();
      await database.db
        .deleteFrom('puja_schedules')
        .where('puja_id', '=', kali.id)
        .where('date_of_puja', '=', '2027-01-17')
        .execute();
      await database.db
        .insertInto('puja_schedules')
        .values({
          puja_id: kali.id,
          date_of_puja: '2027-01-18',
          order_cutoff_time: cutoffFor('2027-01-18', 3),
        })
        .execute();
      await seedCatalog(database.db, now);
      const dates = await database.db
        .selectFrom('puja_schedules')
        .select('date_of_puja')
        .where('puja_id', '=', kali.id)
        .where('date_of_puja', 'like', '2027-01-%')
        .execute();
      expect(dates.map((d) => d.date_of_puja)).toEqual(['2027-01-17']);
    } finally {
      await database.close();
    }
  });

  it('names the stars with general-prefs’ birthStars codes', () => {
    expect(BIRTH_STAR_SEEDS.map((s) => s.code)).toEqual([...NAKSHATRA_NAMES]);
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
