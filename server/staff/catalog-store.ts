/**
 * The catalog's writes for the console: pujas, their schedules, regions,
 * regional events and reading types. Each write is audited (before/after) in
 * its transaction; the caller invalidates the public caches afterwards.
 */
import type { Kysely, Selectable, Updateable } from 'kysely';
import { PUJA_CATEGORIES } from '../../domain/constants';
import { wallTimeToUtc, parseClock } from '../../domain/astro/time-zones';
import { isValidTimeZone } from '../../domain/zone-formatter';
import type {
  CatalogEvent,
  CatalogPuja,
  EventInput,
  PujaInput,
  ReadingTypeInput,
  ScheduleInput,
} from '../../domain/staff/catalog';
import { scheduleRuleCode } from '../../domain/staff/schedule-rules';
import type { Database } from '../db/schema';
import { cutoffFor, sanitizeEventHtml, topUpSchedules } from '../catalog';
import { SERVICE_TERMS, termsOf } from './tax-terms';
import { ApiError, validationError } from '../http';
import { insertAudited, writeAudit, type Actor, type AuditEntry } from './audit';

const NEXT_DATES = 6;

export async function readCatalogPujas(db: Kysely<Database>, now: Date): Promise<CatalogPuja[]> {
  const [pujas, dates] = await Promise.all([
    db.selectFrom('pujas').selectAll().orderBy('category').orderBy('selection_order').execute(),
    db
      .selectFrom('puja_schedules')
      .selectAll()
      .where('order_cutoff_time', '>', now.toISOString())
      .orderBy('date_of_puja')
      .execute(),
  ]);
  return pujas.map((p) => ({
    id: p.id,
    name: p.name,
    extDescription: p.ext_description,
    category: p.category,
    selectionOrder: p.selection_order,
    costCents: p.cost_cents,
    active: p.active === 1,
    recommendation: p.category === PUJA_CATEGORIES.recommendations,
    scheduleRule: p.schedule_rule,
    cutoffDays: p.cutoff_days,
    isSample: p.is_sample === 1,
    tax: termsOf(p),
    nextDates: dates
      .filter((d) => d.puja_id === p.id)
      .slice(0, NEXT_DATES)
      .map((d) => ({ date: d.date_of_puja, cutoff: d.order_cutoff_time })),
  }));
}

/** The catalog tables the console edits row by row, by id, and what one row is called. */
const ROW_NAMES = { pujas: 'puja', regional_events: 'event', astro_reading_types: 'reading type' };
type CatalogTable = keyof typeof ROW_NAMES;

/** One row by id (an audit's "before"), or 404 "No puja 7". */
async function catalogRow<T extends CatalogTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
): Promise<Selectable<Database[T]>> {
  const from: CatalogTable = table;
  const row = await db.selectFrom(from).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', `No ${ROW_NAMES[table]} ${id}`);
  // Kysely types a read of a union of tables as their merged row; this one is of `table`.
  return row as Selectable<Database[T]>;
}

/** Sets fields of one row and logs them, before and after, in the caller's transaction. */
async function updateAudited<T extends CatalogTable>(
  trx: Kysely<Database>,
  table: T,
  id: number,
  values: Updateable<Database[T]>,
  logged: { actor: Actor; action: string; now: Date },
): Promise<void> {
  const before = await catalogRow(trx, table, id);
  const into: CatalogTable = table;
  await trx.updateTable(into).set(values).where('id', '=', id).execute();
  const entry = { action: logged.action, target: `${ROW_NAMES[table]} ${id}` };
  await writeAudit(
    trx,
    logged.actor,
    { ...entry, before, after: { ...before, ...values } },
    logged.now,
  );
}

export async function updatePuja(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  input: PujaInput,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const category = input.recommendation
      ? PUJA_CATEGORIES.recommendations
      : input.category === PUJA_CATEGORIES.recommendations
        ? PUJA_CATEGORIES.pujas
        : input.category;
    const values = {
      name: input.name,
      display_name: input.name,
      ext_description: input.extDescription,
      category,
      selection_order: input.selectionOrder,
      cost_cents: input.costCents,
      active: input.active ? 1 : 0,
      is_sample: 0,
    };
    await updateAudited(trx, 'pujas', id, values, { actor, action: 'puja.update', now });
  });
}

export async function updateReadingType(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  input: ReadingTypeInput,
  now: Date,
): Promise<void> {
  const values = {
    name: input.name,
    duration_minutes: input.durationMinutes,
    price_cents: input.priceCents,
    active: input.active ? 1 : 0,
    is_sample: 0,
  };
  await db.transaction().execute(async (trx) => {
    await updateAudited(trx, 'astro_reading_types', id, values, {
      actor,
      action: 'readingType.update',
      now,
    });
  });
}

/** Replaces a puja's rule; open future dates are regenerated from it (listed dates replace them). */
export async function updateSchedule(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  input: ScheduleInput,
  now: Date,
): Promise<void> {
  const nowIso = now.toISOString();
  if (input.rule === 'DATES') {
    const closed = input.dates.filter((date) => cutoffFor(date, input.cutoffDays) <= nowIso);
    if (closed.length > 0) {
      throw validationError([
        { path: 'dates', message: `Already closed for orders: ${closed.join(', ')}` },
      ]);
    }
  }
  await db.transaction().execute(async (trx) => {
    const before = await catalogRow(trx, 'pujas', id);
    const rule = scheduleRuleCode(input);
    await trx
      .updateTable('pujas')
      .set({ schedule_rule: rule, cutoff_days: input.cutoffDays })
      .where('id', '=', id)
      .execute();
    // Open dates are withdrawn; closed ones stay (orders may point at them).
    await trx
      .deleteFrom('puja_schedules')
      .where('puja_id', '=', id)
      .where('order_cutoff_time', '>', nowIso)
      .execute();
    if (input.rule === 'DATES') {
      await trx
        .insertInto('puja_schedules')
        .values(
          [...new Set(input.dates)].map((date) => ({
            puja_id: id,
            date_of_puja: date,
            order_cutoff_time: cutoffFor(date, input.cutoffDays),
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['puja_id', 'date_of_puja'])
            .doUpdateSet((eb) => ({ order_cutoff_time: eb.ref('excluded.order_cutoff_time') })),
        )
        .execute();
    }
    await writeAudit(
      trx,
      actor,
      {
        action: 'puja.schedule',
        target: `puja ${id}`,
        before: { rule: before.schedule_rule, cutoffDays: before.cutoff_days },
        after: {
          rule,
          cutoffDays: input.cutoffDays,
          ...(input.rule === 'DATES' && { dates: input.dates }),
        },
      },
      now,
    );
  });
  await topUpSchedules(db, now);
}

async function nextId(db: Kysely<Database>, table: 'regions' | 'regional_events'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Math.max(1000, Number(row?.max ?? 0)) + 1;
}

export async function addRegion(db: Kysely<Database>, actor: Actor, name: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const id = await nextId(trx, 'regions');
    await insertAudited(
      trx,
      'regions',
      { id, name },
      {
        actor,
        entry: { action: 'region.add', target: `region ${id}`, after: { id, name } },
        now,
      },
    );
    return { id, name };
  });
}

export async function readEvents(db: Kysely<Database>): Promise<CatalogEvent[]> {
  const rows = await db
    .selectFrom('regional_events as e')
    .leftJoin('staff_event_zones as z', 'z.event_id', 'e.id')
    .selectAll('e')
    .select('z.time_zone')
    .orderBy('e.event_date')
    .execute();
  return rows.map((e) => ({
    id: e.id,
    regionId: e.region_id,
    kind: e.kind,
    name: e.name,
    title: e.title,
    hostedBy: e.hosted_by,
    eventDate: e.event_date,
    cutoff: e.order_cut_off_time,
    timeZone: e.time_zone ?? 'UTC',
    contactEmail: e.contact_email_id,
    informationUrl: e.information_url,
    detailsHtml: e.additional_event_details_html,
    costCents: e.cost_cents,
    isSample: e.is_sample === 1,
    tax: termsOf(e),
  }));
}

function eventValues(input: EventInput, now: Date) {
  if (!isValidTimeZone(input.timeZone)) {
    throw validationError([
      { path: 'timeZone', message: 'Not a time zone (e.g. America/Chicago)' },
    ]);
  }
  const instant = wallTimeToUtc(input.localDate, parseClock(input.localTime)!, input.timeZone);
  if (!instant) {
    throw validationError([
      { path: 'localTime', message: 'That time does not exist on that day (clock change)' },
    ]);
  }
  const cutoff = new Date(instant.getTime() - input.cutoffHours * 3_600_000);
  if (cutoff <= now) {
    throw validationError([
      { path: 'localDate', message: 'Ordering for this event would already be closed' },
    ]);
  }
  return {
    region_id: input.regionId,
    kind: input.kind,
    name: input.name,
    offering_title: input.name,
    title: input.title,
    hosted_by: input.hostedBy,
    event_date: instant.toISOString(),
    order_cut_off_time: cutoff.toISOString(),
    additional_event_details_html: sanitizeEventHtml(input.detailsHtml),
    contact_email_id: input.contactEmail,
    information_url: input.informationUrl,
    cost_cents: input.costCents,
    ext_description: input.description,
    is_sample: 0,
  };
}

async function checkRegion(db: Kysely<Database>, regionId: number) {
  const region = await db
    .selectFrom('regions')
    .select('id')
    .where('id', '=', regionId)
    .executeTakeFirst();
  if (!region) throw validationError([{ path: 'regionId', message: 'No such region' }]);
}

export async function saveEvent(
  db: Kysely<Database>,
  actor: Actor,
  id: number | null,
  input: EventInput,
  now: Date,
): Promise<number> {
  const values = {
    ...eventValues(input, now),
    // An astrology session is a paid service (domain/tax-treatment.ts).
    ...(input.kind === 'ASTRO' && SERVICE_TERMS),
  };
  return db.transaction().execute(async (trx) => {
    await checkRegion(trx, input.regionId);
    let eventId: number;
    let audit: AuditEntry;
    if (id === null) {
      eventId = await nextId(trx, 'regional_events');
      await trx
        .insertInto('regional_events')
        .values({ id: eventId, ...values })
        .execute();
      audit = { action: 'event.add', target: `event ${eventId}`, after: values };
    } else {
      const before = await catalogRow(trx, 'regional_events', id);
      await trx.updateTable('regional_events').set(values).where('id', '=', id).execute();
      await trx.deleteFrom('staff_event_zones').where('event_id', '=', id).execute();
      eventId = id;
      audit = { action: 'event.update', target: `event ${id}`, before, after: values };
    }
    await trx
      .insertInto('staff_event_zones')
      .values({ event_id: eventId, time_zone: input.timeZone })
      .execute();
    await writeAudit(trx, actor, audit, now);
    return eventId;
  });
}

export async function deleteEvent(db: Kysely<Database>, actor: Actor, id: number, now: Date) {
  await db.transaction().execute(async (trx) => {
    const before = await catalogRow(trx, 'regional_events', id);
    const used = await trx
      .selectFrom('order_line_items')
      .select('position')
      .where('regional_event_id', '=', id)
      .executeTakeFirst();
    if (used)
      throw new ApiError(
        409,
        'EVENT_HAS_ORDERS',
        'Orders point at this event: move its date instead',
      );
    await trx.deleteFrom('staff_event_zones').where('event_id', '=', id).execute();
    await trx.deleteFrom('regional_events').where('id', '=', id).execute();
    await writeAudit(trx, actor, { action: 'event.delete', target: `event ${id}`, before }, now);
  });
}
