/**
 * The reminder sweep with the clock at the reminder's instant: the mail goes
 * at 13:00 UTC three weeks (and again three days) before the daughter's star
 * birthday, in the account's language with the Malayalam date, its link
 * opening the wizard with her and the day; a minute early nothing goes, and
 * two sweeps at once (as two servers) send one mail. SQLite, and PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSolarDate, solarDate } from '../../domain/jyotish/solar-calendar';
import { starBirthdaysOfBirth } from '../../domain/jyotish/star-birthday';
import { zonedTimeToInstant } from '../../domain/jyotish/time-zone';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { reminderDue, sweepReminders } from './reminder-sweep';
import { DAUGHTER_BIRTH, storeAccount, storePerson } from './test-support/family';

const PUBLIC_URL = 'https://temple.example';
const SAVED = new Date('2026-12-07T06:00:00.000Z');
const birth = zonedTimeToInstant('Asia/Kolkata', DAUGHTER_BIRTH.date!, 9 * 60);
const birthday = starBirthdaysOfBirth('kerala', birth, 2027, 1)[0]!;
const weeksDue = reminderDue(birthday, 'weeks', 3);
const daysDue = reminderDue(birthday, 'days', 3);

let database: TestDatabase;
const config = loadConfig({ PAYMENT_ENV: 'sandbox' });
const mails = () =>
  database.db
    .selectFrom('outbox_emails')
    .select(['to_address', 'subject', 'text_body', 'html_body', 'next_attempt_at'])
    .where('reference', 'like', 'reminder:%')
    .orderBy('created_at')
    .execute();
const sweepAt = (now: Date) => sweepReminders(database.db, { now, publicUrl: PUBLIC_URL });

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await storeAccount(db, config, {
    id: 'mala',
    email: 'mala@example.org',
    language: 'ml',
    now: SAVED,
  });
  await storePerson(db, {
    id: 'mala-devi',
    accountId: 'mala',
    name: 'Devi',
    birth: DAUGHTER_BIRTH,
    weeksBefore: 3,
    daysBefore: 3,
    now: SAVED,
  });
  await storeAccount(db, config, {
    id: 'ravi',
    email: 'ravi@example.org',
    language: 'en',
    now: SAVED,
  });
  await storePerson(db, {
    id: 'ravi-devi',
    accountId: 'ravi',
    name: 'Devi',
    birth: DAUGHTER_BIRTH,
    now: SAVED,
  });
});
afterAll(() => database.close());

describe('the reminder sweep', () => {
  it('waits for the instant: three weeks before the day at 13:00 UTC', async () => {
    expect(weeksDue.toISOString()).toBe(
      `${new Date(Date.parse(birthday) - 21 * 86_400_000).toISOString().slice(0, 10)}T13:00:00.000Z`,
    );
    expect(await sweepAt(new Date(weeksDue.getTime() - 60_000))).toEqual({ sent: 0 });
    expect(await mails()).toEqual([]);
  });

  it('mails the account at the instant, in Malayalam, with the day and the wizard’s link', async () => {
    expect(await sweepAt(weeksDue)).toEqual({ sent: 1 });
    const [mail] = await mails();
    expect(mail!.to_address).toBe('mala@example.org');
    expect(mail!.next_attempt_at).toBe(weeksDue.toISOString());
    // Malayalam words, the Malayalam date in its script, the wizard in Malayalam with her and the day.
    expect(mail!.subject).toContain('Devi');
    expect(mail!.subject).toContain('പിറന്നാൾ');
    expect(mail!.text_body).toContain(formatSolarDate(solarDate('malayalam', birthday)));
    expect(mail!.text_body).toContain(
      `${PUBLIC_URL}/ml/order-a-puja-online?person=mala-devi&date=${birthday}`,
    );
    expect(mail!.text_body).toContain('അവരുടെ പിറന്നാളിന് പൂജ അർപ്പിക്കുക');
    expect(mail!.text_body).not.toContain('Offer a puja');
    expect(mail!.text_body).toContain('21');
    // The person without reminders is not mailed.
    expect((await mails()).filter((m) => m.to_address === 'ravi@example.org')).toEqual([]);
  });

  it('sends it once however often it sweeps', async () => {
    expect(await sweepAt(new Date(weeksDue.getTime() + 3_600_000))).toEqual({ sent: 0 });
    expect(await mails()).toHaveLength(1);
  });

  it('sends the later reminder once when two servers sweep at the same instant', async () => {
    const [a, b] = await Promise.all([sweepAt(daysDue), sweepAt(daysDue)]);
    expect(a.sent + b.sent).toBe(1);
    const all = await mails();
    expect(all).toHaveLength(2);
    expect(all[1]!.text_body).toContain(`date=${birthday}`);
    const log = await database.db.selectFrom('reminder_log').selectAll().orderBy('kind').execute();
    expect(log.map((row) => [row.person_id, row.day, row.kind])).toEqual([
      ['mala-devi', birthday, 'days'],
      ['mala-devi', birthday, 'weeks'],
    ]);
  });

  it('does not send a reminder more than two days late', async () => {
    await database.db.deleteFrom('reminder_log').execute();
    expect(await sweepAt(new Date(daysDue.getTime() + 49 * 3_600_000))).toEqual({ sent: 0 });
  });
});
