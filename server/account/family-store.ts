/**
 * The family's rows (migration 0025): a person kept under an account, read
 * and written as domain/account's FamilyPerson. Every query names the
 * account, so one account never reads or changes another's people.
 */
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  FamilyPerson,
  FamilyPersonInput,
  LifeEvent,
  LunarScheme,
  Relation,
  Tradition,
} from '../../domain/account';
import type { Database } from '../db/schema';
import type { FamilyPersonTable } from './tables';

type Db = Kysely<Database>;
type Row = Selectable<FamilyPersonTable>;
type Prefix = 'birth' | 'passing';

function eventOf(row: Row, p: Prefix): LifeEvent {
  const name = row[`${p}_place`];
  const lat = row[`${p}_lat`];
  const lon = row[`${p}_lon`];
  const zone = row[`${p}_time_zone`];
  return {
    date: row[`${p}_date`],
    time: row[`${p}_time`],
    place:
      name !== null && lat !== null && lon !== null && zone !== null
        ? { name, lat, lon, timeZone: zone }
        : null,
    star: row[`${p}_star`],
    monthSign: row[`${p}_month_sign`],
    tithi: row[`${p}_tithi`],
  };
}

const isEmpty = (event: LifeEvent) => Object.values(event).every((value) => value === null);

function personOf(row: Row): FamilyPerson {
  const passing = eventOf(row, 'passing');
  return {
    id: row.id,
    name: row.name,
    relation: row.relation as Relation,
    tradition: row.tradition as Tradition,
    lunarScheme: row.lunar_scheme as LunarScheme,
    departed: row.departed === 1,
    birth: eventOf(row, 'birth'),
    passing: row.departed === 1 || !isEmpty(passing) ? passing : null,
    reminders: { weeksBefore: row.remind_weeks_before, daysBefore: row.remind_days_before },
    consentAt: row.consent_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function eventColumns(event: LifeEvent | null, p: Prefix) {
  return {
    [`${p}_date`]: event?.date ?? null,
    [`${p}_time`]: event?.time ?? null,
    [`${p}_place`]: event?.place?.name.trim() ?? null,
    [`${p}_lat`]: event?.place?.lat ?? null,
    [`${p}_lon`]: event?.place?.lon ?? null,
    [`${p}_time_zone`]: event?.place?.timeZone ?? null,
    [`${p}_star`]: event?.star ?? null,
    [`${p}_month_sign`]: event?.monthSign ?? null,
    [`${p}_tithi`]: event?.tithi ?? null,
  } as Pick<FamilyPersonTable, `${Prefix}_${'date' | 'time' | 'place' | 'time_zone'}`> &
    Record<string, string | number | null>;
}

/** The columns a person's input sets (the passing only for the departed). */
function inputColumns(input: FamilyPersonInput) {
  return {
    name: input.name.trim(),
    relation: input.relation,
    tradition: input.tradition,
    lunar_scheme: input.lunarScheme,
    departed: input.departed ? 1 : 0,
    remind_weeks_before: input.reminders.weeksBefore,
    remind_days_before: input.reminders.daysBefore,
    ...eventColumns(input.birth, 'birth'),
    ...eventColumns(input.departed ? input.passing : null, 'passing'),
  };
}

export async function listFamily(db: Db, accountId: string): Promise<FamilyPerson[]> {
  const rows = await db
    .selectFrom('family_people')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(personOf);
}

export async function countFamily(db: Db, accountId: string): Promise<number> {
  const rows = await db
    .selectFrom('family_people')
    .select('id')
    .where('account_id', '=', accountId)
    .execute();
  return rows.length;
}

/** Keeps a new person, consent recorded now. */
export async function addFamilyPerson(
  db: Db,
  accountId: string,
  input: FamilyPersonInput,
  now: Date,
): Promise<FamilyPerson> {
  const iso = now.toISOString();
  const row = {
    id: randomUUID(),
    account_id: accountId,
    ...inputColumns(input),
    consent_at: iso,
    created_at: iso,
    updated_at: iso,
  } as Insertable<FamilyPersonTable>;
  await db.insertInto('family_people').values(row).execute();
  return (await readFamilyPerson(db, accountId, row.id))!;
}

export async function readFamilyPerson(
  db: Db,
  accountId: string,
  id: string,
): Promise<FamilyPerson | null> {
  const row = await db
    .selectFrom('family_people')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? personOf(row) : null;
}

/** Changes a kept person (consent given again, recorded now); null when the account has no such person. */
export async function updateFamilyPerson(
  db: Db,
  accountId: string,
  id: string,
  input: FamilyPersonInput,
  now: Date,
): Promise<FamilyPerson | null> {
  const iso = now.toISOString();
  const result = await db
    .updateTable('family_people')
    .set({ ...inputColumns(input), consent_at: iso, updated_at: iso })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return readFamilyPerson(db, accountId, id);
}

/** Deletes the row (never blanked, decision 0189); false when the account has no such person. */
export async function removeFamilyPerson(db: Db, accountId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('family_people')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
