/** An account with a signed-in session and family people, stored for the sacred year's tests. */
import type { Insertable } from 'kysely';
import { ACCOUNT_COOKIE, startAccountSession } from '../../account';
import type { ServerConfig } from '../../config';
import type { Database, Db } from '../../db/schema';
import { cookieName } from '../../sign-in';

interface EventRow {
  date: string | null;
  time: string | null;
  place: string | null;
  lat: number | null;
  lon: number | null;
  time_zone: string | null;
  star: number | null;
  month_sign: number | null;
  tithi: number | null;
}

const NO_EVENT: EventRow = {
  date: null,
  time: null,
  place: null,
  lat: null,
  lon: null,
  time_zone: null,
  star: null,
  month_sign: null,
  tithi: null,
};

const prefixed = (prefix: 'birth' | 'passing', event: EventRow) =>
  Object.fromEntries(Object.entries(event).map(([k, v]) => [`${prefix}_${k}`, v]));

/** A daughter born in Kollam on 2 May 2015 at 09:00 (Kerala): her star birthday comes each year. */
export const DAUGHTER_BIRTH: EventRow = {
  date: '2015-05-02',
  time: '09:00',
  place: 'Kollam',
  lat: 8.88,
  lon: 76.6,
  time_zone: 'Asia/Kolkata',
  star: null,
  month_sign: null,
  tithi: null,
};

export async function storeAccount(
  db: Db,
  config: ServerConfig,
  options: { id: string; email: string; language: string; now: Date },
): Promise<{ cookie: string }> {
  const at = options.now.toISOString();
  await db
    .insertInto('accounts')
    .values({
      id: options.id,
      email: options.email,
      language: options.language,
      created_at: at,
      last_sign_in_at: at,
    })
    .execute();
  const secret = await startAccountSession(db, options.id, options.now);
  return { cookie: `${cookieName(ACCOUNT_COOKIE, config)}=${secret}` };
}

export async function storePerson(
  db: Db,
  person: {
    id: string;
    accountId: string;
    name: string;
    relation?: string;
    tradition?: string;
    departed?: boolean;
    birth?: EventRow;
    passing?: EventRow;
    weeksBefore?: number | null;
    daysBefore?: number | null;
    now: Date;
  },
): Promise<void> {
  const at = person.now.toISOString();
  const row = {
    id: person.id,
    account_id: person.accountId,
    name: person.name,
    relation: person.relation ?? 'daughter',
    tradition: person.tradition ?? 'kerala',
    departed: person.departed ? 1 : 0,
    ...prefixed('birth', person.birth ?? NO_EVENT),
    ...prefixed('passing', person.passing ?? NO_EVENT),
    remind_weeks_before: person.weeksBefore ?? null,
    remind_days_before: person.daysBefore ?? null,
    consent_at: at,
    created_at: at,
    updated_at: at,
  } as Insertable<Database['family_people']>;
  await db.insertInto('family_people').values(row).execute();
}
