/**
 * The reminder sweep (decision 0200): for each person with reminders chosen,
 * each of their days whose mail fell due in the last 48 hours (at 13:00 UTC,
 * the chosen weeks or days before the day) is mailed once. The log's row
 * (person, day, kind) is inserted in the transaction that queues the mail:
 * a row already there, from an earlier sweep or another server, means it went.
 */
import { addDays, templeDate } from '../../domain/jyotish/temple-day';
import { yearlyDaysOf } from '../../domain/jyotish/yearly-days';
import type { Db } from '../db/schema';
import { enqueueEmail, readTempleContact } from '../mail';
import { sacredPersonOf } from '../../domain/sacred-year';
import { yearPersonOf, type YearPerson } from './family-rows';
import { reminderMail, type PersonDay } from './reminder-mail';
import type { ReminderKind } from './tables';

/** The hour (UTC) a reminder is due on its day. */
export const REMINDER_HOUR_UTC = 13;
/** A reminder more than this late is not sent. */
export const REMINDER_LATE_MS = 48 * 3_600_000;
/** How often each server sweeps. */
export const REMINDER_SWEEP_EVERY_MS = 3_600_000;

/** When the reminder of `kind`, `count` weeks or days before `day`, is due. */
export function reminderDue(day: string, kind: ReminderKind, count: number): Date {
  const before = kind === 'weeks' ? count * 7 : count;
  return new Date(Date.parse(`${addDays(day, -before)}T00:00:00Z`) + REMINDER_HOUR_UTC * 3_600_000);
}

interface Due {
  day: PersonDay;
  kind: ReminderKind;
}

/** The person's reminders due at `now` (not more than REMINDER_LATE_MS ago). */
export function dueReminders(person: YearPerson, now: Date): Due[] {
  const entry = sacredPersonOf(person);
  if (!entry) return [];
  const choices: [ReminderKind, number | null][] = [
    ['weeks', person.reminders.weeksBefore],
    ['days', person.reminders.daysBefore],
  ];
  if (choices.every(([, count]) => count === null)) return [];
  const from = addDays(templeDate(now), -3);
  const year = Number(from.slice(0, 4));
  const dates = yearlyDaysOf(entry.day, entry.known, year, 2).filter((date) => date >= from);
  const due: Due[] = [];
  for (const date of dates) {
    for (const [kind, count] of choices) {
      if (count === null) continue;
      const at = reminderDue(date, kind, count).getTime();
      if (at <= now.getTime() && now.getTime() < at + REMINDER_LATE_MS) {
        const day: PersonDay = {
          kind: entry.day.kind,
          date,
          personId: person.id,
          name: person.name,
          day: entry.day,
        };
        due.push({ day, kind });
      }
    }
  }
  return due;
}

export async function sweepReminders(
  db: Db,
  options: { now: Date; publicUrl: string },
): Promise<{ sent: number }> {
  const { now } = options;
  const rows = await db
    .selectFrom('family_people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .selectAll('p')
    .select(['a.email as account_email', 'a.language as account_language'])
    .where((eb) =>
      eb.or([
        eb('p.remind_weeks_before', 'is not', null),
        eb('p.remind_days_before', 'is not', null),
      ]),
    )
    .orderBy('p.id')
    .execute();
  const today = templeDate(now);
  let sent = 0;
  for (const row of rows) {
    const person = yearPersonOf(row);
    for (const { day, kind } of dueReminders(person, now)) {
      const queued = await db.transaction().execute(async (trx) => {
        const logged = await trx
          .insertInto('reminder_log')
          .values({ person_id: person.id, day: day.date, kind, sent_at: now.toISOString() })
          .onConflict((oc) => oc.columns(['person_id', 'day', 'kind']).doNothing())
          .executeTakeFirst();
        if (Number(logged.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        const mail = reminderMail({
          to: { email: row.account_email, language: row.account_language },
          day,
          relation: person.relation,
          today,
          publicUrl: options.publicUrl,
          temple: await readTempleContact(trx),
        });
        await enqueueEmail(trx, mail, now);
        return true;
      });
      if (queued) sent++;
    }
  }
  return { sent };
}

/** Sweeps every REMINDER_SWEEP_EVERY_MS (first a few seconds after start); returns stop(). */
export function startReminderSweep(
  run: () => Promise<unknown>,
  log: (details: object, message: string) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .then(() => undefined)
      .catch((error: unknown) => log({ err: error }, 'reminder sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(tick, REMINDER_SWEEP_EVERY_MS);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
