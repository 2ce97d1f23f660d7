/**
 * Where prasad can be posted: the office's audited edit of its list of
 * countries (read through server/catalog).
 */
import type { FieldError } from '../../domain/api-error';
import type { Db } from '../db/schema';
import { readPrasadPlaces } from '../catalog';
import { writeAudit, type Actor } from '../staff';

/** The codes that name no country the site knows, as field errors `countries.<n>`. */
export async function unknownCountries(db: Db, codes: readonly string[]): Promise<FieldError[]> {
  const known = new Set(
    (await db.selectFrom('countries').select('code').where('code', 'in', codes).execute()).map(
      (row) => row.code,
    ),
  );
  return codes.flatMap((code, index) =>
    known.has(code)
      ? []
      : [{ path: `countries.${index}`, message: `${code} is not a country code` }],
  );
}

/** Saves the list, audited with the list before and after. */
export async function writePrasadPlaces(
  db: Db,
  actor: Actor,
  countries: readonly string[],
  now: Date,
): Promise<string[]> {
  await db.transaction().execute(async (trx) => {
    const before = await readPrasadPlaces(trx);
    const values = { countries: countries.join(','), updated_at: now.toISOString() };
    const found = await trx
      .selectFrom('prasad_places')
      .select('id')
      .where('id', '=', 1)
      .executeTakeFirst();
    if (found) await trx.updateTable('prasad_places').set(values).where('id', '=', 1).execute();
    else
      await trx
        .insertInto('prasad_places')
        .values({ id: 1, ...values })
        .execute();
    await writeAudit(
      trx,
      actor,
      { action: 'prasad.places', target: 'prasad places', before, after: countries },
      now,
    );
  });
  return [...countries];
}
