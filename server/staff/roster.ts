/** The priests' roster for one puja date: every person of every PAID order on that date. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { plainText, toCsv } from './safe-text';
import { birthTime, personName } from '../orders';

export interface RosterEntry {
  orderNumber: string;
  puja: string;
  name: string;
  birthStar: string;
  birthDate: string;
  birthTime: string;
  birthPlace: string;
  /** For a departed person: star, date, place and time of passing. */
  passing: string;
  notes: string;
}

export async function rosterFor(db: Kysely<Database>, isoDate: string): Promise<RosterEntry[]> {
  const rows = await db
    .selectFrom('order_line_items as li')
    .innerJoin('orders as o', 'o.order_number', 'li.order_number')
    .selectAll('li')
    .where('li.puja_date', '=', isoDate)
    .where('o.status', '=', 'PAID')
    .orderBy('li.item_name')
    .orderBy('li.last_name')
    .orderBy('li.first_name')
    .orderBy('li.order_number')
    .execute();
  return rows.map((row) => ({
    orderNumber: row.order_number,
    puja: row.item_name,
    name: personName(row.first_name, row.last_name),
    birthStar: row.birth_star,
    birthDate: row.birth_date,
    birthTime: birthTime(row.birth_time_hour, row.birth_time_minute, row.which_half_of_the_day),
    birthPlace: row.birth_place,
    passing:
      row.prayer_type_code === 'DEPARTED'
        ? [
            row.star_on_the_day_of_passing,
            row.date_of_passing,
            row.place_of_passing,
            row.passing_time,
          ]
            .filter(Boolean)
            .join(', ')
        : '',
    notes: row.customer_notes,
  }));
}

const COLUMNS: [keyof RosterEntry, string][] = [
  ['puja', 'Puja'],
  ['name', 'Name'],
  ['birthStar', 'Birth star'],
  ['birthDate', 'Birth date'],
  ['birthTime', 'Birth time'],
  ['birthPlace', 'Birth place'],
  ['passing', 'Passing (departed)'],
  ['notes', 'Notes'],
  ['orderNumber', 'Order'],
];

/** Spreadsheet-safe: formula-like cells neutralised, control characters removed. */
export function rosterCsv(entries: RosterEntry[]): string {
  return toCsv(
    COLUMNS.map(([, title]) => title),
    entries.map((entry) => COLUMNS.map(([key]) => entry[key])),
  );
}

/** For a terminal: customer text loses control characters (no escape sequences reach it). */
export function rosterText(isoDate: string, rawEntries: RosterEntry[]): string {
  if (rawEntries.length === 0) return `No paid orders for ${isoDate}.\n`;
  const entries = rawEntries.map((entry) => {
    const clean = { ...entry };
    for (const key of Object.keys(clean) as (keyof RosterEntry)[])
      clean[key] = plainText(clean[key]);
    return clean;
  });
  const widths = COLUMNS.map(([key, title]) =>
    Math.min(40, Math.max(title.length, ...entries.map((e) => e[key].length))),
  );
  const row = (cells: string[]) =>
    cells
      .map((cell, i) => cell.slice(0, widths[i]).padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [
    `Roster for ${isoDate}: ${entries.length} ${entries.length === 1 ? 'person' : 'people'}`,
    row(COLUMNS.map(([, title]) => title)),
    row(widths.map((w) => '-'.repeat(w))),
    ...entries.map((entry) => row(COLUMNS.map(([key]) => entry[key]))),
    '',
  ].join('\n');
}
