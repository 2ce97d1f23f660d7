/**
 * Seeds the catalog and the reference lists, and tops up dates. Safe to run on
 * every start: rows that exist are left alone (so the temple's own edits stay),
 * rule-based schedules get their missing future dates, and SAMPLE regional
 * events whose cutoff has passed move forward so there is always something to
 * order. Real events (is_sample = 0) and MANUAL schedules are never touched.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PUJA_CATEGORIES } from '../../domain/constants';
import { BIRTH_STAR_SEEDS } from './birth-stars';
import { iso3166Countries } from './countries';
import { PUJA_SEEDS } from './pujas';
import { REGIONAL_EVENT_SEEDS, REGION_SEEDS, type RegionalEventSeed } from './regional-events';
import { scheduleFor } from './schedule-rules';
import { GENDER_IDENTITY_SEEDS, STATE_SEEDS } from './states';
import { sanitizeEventHtml } from './sanitize';
import { seedCatalogTexts } from './seed-texts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

async function seedReferenceLists(db: Kysely<Database>): Promise<void> {
  const countries = iso3166Countries().map((c, i) => ({ ...c, sort_order: i }));
  await db
    .insertInto('countries')
    .values(countries)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('states')
    .values(STATE_SEEDS.map((s, i) => ({ ...s, sort_order: i })))
    .onConflict((oc) => oc.columns(['code', 'country']).doNothing())
    .execute();
  await db
    .insertInto('birth_stars')
    .values(
      BIRTH_STAR_SEEDS.map((s, i) => ({
        code: s.code,
        name: s.name,
        aliases: JSON.stringify(s.aliases),
        sort_order: i + 1,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('gender_identities')
    .values(GENDER_IDENTITY_SEEDS.map((g, i) => ({ ...g, sort_order: i })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

async function seedPujas(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('pujas')
    .values(
      PUJA_SEEDS.map((p) => ({
        id: p.id,
        code: p.code,
        key: p.code.toLowerCase(),
        name: p.name,
        display_name: p.displayName,
        category: p.category,
        selection_order: p.selectionOrder,
        ext_description: p.extDescription,
        cost_cents: p.costCents,
        schedule_rule: p.scheduleRule,
        cutoff_days: p.cutoffDays,
        is_sample: p.isSample ? 1 : 0,
        active: 1,
        // A recommendation is an astrologer's paid service (domain/tax-treatment.ts).
        tax_treatment: p.category === PUJA_CATEGORIES.recommendations ? 'SERVICE' : 'INTANGIBLE',
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Adds the missing future dates of every rule-scheduled puja. */
export async function topUpSchedules(db: Kysely<Database>, now: Date): Promise<void> {
  const pujas = await db
    .selectFrom('pujas')
    .select(['id', 'schedule_rule', 'cutoff_days'])
    .where('active', '=', 1)
    .execute();
  const rows = pujas.flatMap((puja) =>
    scheduleFor(puja.schedule_rule, puja.cutoff_days, now).map((entry) => ({
      puja_id: puja.id,
      date_of_puja: entry.dateOfPuja,
      order_cutoff_time: entry.orderCutoffTime,
    })),
  );
  // Open Kali/Karthika dates the rule does not give (the old approximate
  // computation's, e.g. 18 Jan 2027) are withdrawn before the right ones go in.
  for (const puja of pujas.filter((p) => p.schedule_rule === 'KRITTIKA')) {
    const dates = rows.filter((r) => r.puja_id === puja.id).map((r) => r.date_of_puja);
    const last = dates.at(-1);
    if (last === undefined) continue;
    await db
      .deleteFrom('puja_schedules')
      .where('puja_id', '=', puja.id)
      .where('order_cutoff_time', '>', now.toISOString())
      .where('date_of_puja', '<=', last)
      .where('date_of_puja', 'not in', dates)
      .execute();
  }
  if (rows.length === 0) return;
  await db
    .insertInto('puja_schedules')
    .values(rows)
    .onConflict((oc) => oc.columns(['puja_id', 'date_of_puja']).doNothing())
    .execute();
}

function eventTimes(seed: RegionalEventSeed, now: Date) {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const eventDate = day + seed.daysAhead * DAY_MS + 16 * HOUR_MS;
  return {
    event_date: new Date(eventDate).toISOString(),
    order_cut_off_time: new Date(eventDate - seed.cutoffHours * HOUR_MS).toISOString(),
  };
}

async function seedRegionalEvents(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .insertInto('regions')
    .values(REGION_SEEDS.map((r) => ({ id: r.id, name: r.name })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const nowIso = now.toISOString();
  for (const seed of REGIONAL_EVENT_SEEDS) {
    const times = eventTimes(seed, now);
    await db
      .insertInto('regional_events')
      .values({
        id: seed.id,
        region_id: seed.regionId,
        kind: seed.kind,
        name: seed.name,
        offering_title: seed.offeringTitle,
        title: seed.title,
        hosted_by: seed.hostedBy,
        ...times,
        additional_event_details_html: sanitizeEventHtml(seed.additionalEventDetailsAsHTML),
        contact_email_id: seed.contactEmailId,
        information_url: seed.informationURL,
        cost_cents: seed.costCents,
        ext_description: seed.extDescription,
        is_sample: 1,
        tax_treatment: seed.kind === 'ASTRO' ? 'SERVICE' : 'INTANGIBLE',
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    // A sample event whose cutoff has passed moves forward again.
    await db
      .updateTable('regional_events')
      .set(times)
      .where('id', '=', seed.id)
      .where('is_sample', '=', 1)
      .where('order_cut_off_time', '<=', nowIso)
      .execute();
  }
}

/** Everything a fresh install needs; idempotent. */
export async function seedCatalog(db: Kysely<Database>, now: Date): Promise<void> {
  await seedReferenceLists(db);
  await seedPujas(db);
  await topUpSchedules(db, now);
  await seedRegionalEvents(db, now);
  await seedCatalogTexts(db, now);
}
