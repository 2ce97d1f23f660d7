/**
 * Where prasad can be posted, as the wizard and the order's checks read it:
 * the office's list of countries (one row; the default until it saves one).
 * The console's audited edit is server/prasad/places.ts.
 */
import { DEFAULT_PRASAD_COUNTRIES } from '../../domain/prasad/places';
import type { Db } from '../db/schema';

/** The countries prasad is posted to, in the office's order. */
export async function readPrasadPlaces(db: Db): Promise<string[]> {
  const row = await db
    .selectFrom('prasad_places')
    .select('countries')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row
    ? row.countries.split(',').filter((code) => code !== '')
    : [...DEFAULT_PRASAD_COUNTRIES];
}
