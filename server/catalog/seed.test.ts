/** The seed is safe to run on every start: temple edits stay, dates stay in the future. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { buildOrderPrefs } from './prefs-builder';
import { seedCatalog } from './seed';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const DAY = 86_400_000;

describe('seedCatalog', () => {
  it('keeps the temple’s edits and tops up rule-based dates only', async () => {
    const start = new Date('2026-01-05T12:00:00Z');
    await seedCatalog(database.db, start);
    const db = database.db;
    await db
      .updateTable('pujas')
      .set({ cost_cents: 4200, is_sample: 0 })
      .where('code', '=', 'ARCHANA')
      .execute();
    await db
      .updateTable('pujas')
      .set({ schedule_rule: 'MANUAL' })
      .where('code', '=', 'SHANI_DOSHA')
      .execute();
    const shani = await db
      .selectFrom('pujas')
      .select('id')
      .where('code', '=', 'SHANI_DOSHA')
      .executeTakeFirstOrThrow();
    const shaniDatesBefore = await db
      .selectFrom('puja_schedules')
      .select('date_of_puja')
      .where('puja_id', '=', shani.id)
      .execute();

    // Half a year later the server starts again.
    const later = new Date(start.getTime() + 180 * DAY);
    await seedCatalog(database.db, later);
    const archana = await db
      .selectFrom('pujas')
      .selectAll()
      .where('code', '=', 'ARCHANA')
      .executeTakeFirstOrThrow();
    expect(archana.cost_cents).toBe(4200);
    const shaniDatesAfter = await db
      .selectFrom('puja_schedules')
      .select('date_of_puja')
      .where('puja_id', '=', shani.id)
      .execute();
    expect(shaniDatesAfter).toEqual(shaniDatesBefore);

    const { prefs } = await buildOrderPrefs(db, later);
    const open = (code: string) =>
      prefs.pujaDetails.find((p) => p.code === code)!.pujaScheduleForWebList;
    expect(open('KALI_KARTHIKA').length).toBeGreaterThanOrEqual(12);
    expect(open('ARCHANA').length).toBeGreaterThan(8);
    expect(open('SHANI_DOSHA')).toEqual([]);
    for (const entry of open('KALI_KARTHIKA'))
      expect(Date.parse(entry.orderCutoffTime)).toBeGreaterThan(later.getTime());
  });

  it('moves sample regional events whose cutoff passed, and never real ones', async () => {
    const db = database.db;
    await db.updateTable('regional_events').set({ is_sample: 0 }).where('id', '=', 101).execute();
    const real = await db
      .selectFrom('regional_events')
      .selectAll()
      .where('id', '=', 101)
      .executeTakeFirstOrThrow();
    const muchLater = new Date(Date.parse(real.event_date) + 400 * DAY);
    await seedCatalog(db, muchLater);
    const after = await db.selectFrom('regional_events').selectAll().orderBy('id').execute();
    expect(after.find((e) => e.id === 101)!.event_date).toBe(real.event_date);
    for (const event of after.filter((e) => e.is_sample === 1)) {
      expect(Date.parse(event.order_cut_off_time)).toBeGreaterThan(muchLater.getTime());
      expect(Date.parse(event.event_date)).toBeGreaterThan(Date.parse(event.order_cut_off_time));
    }
  });
});
