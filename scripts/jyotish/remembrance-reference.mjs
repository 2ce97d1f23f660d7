/**
 * Reproduces domain/test-support/remembrance-reference.ts: remembrance days by
 * Swiss Ephemeris (sweph, Moshier, Lahiri), the rules written here again apart
 * from the engine (docs/jyotish.md states them):
 * - `kerala` lines: for every Malayalam month of 2026–2035 and every star, the
 *   day of the month on which the star holds 6 nazhika before sunset (the
 *   first stay in the month; a stay holding at no such instant, the day it
 *   began); swe_mooncross_ut, swe_solcross_ut, swe_rise_trans.
 * - `north` lines: for each year and lunar month (as in
 *   lunar-birthday-reference.mjs), each tithi's day by the aparahna rule (the
 *   day whose fourth fifth of daytime the tithi covers the longer; touching
 *   none, the day whose sunrise it holds), as days after the new moon's date.
 * Run by hand:
 *
 *   NODE_PATH=/tmp/swe/node_modules node scripts/jyotish/remembrance-reference.mjs \
 *     > domain/test-support/remembrance-reference.ts
 *
 * A token is the day (Kerala: of the month, 01…; North: days after the new
 * moon), `t` (Kerala) when the star came twice in the month, `--` when it falls
 * on no day of the month, `~` when an instant that decides it is within a
 * minute of its cut-off (or, North, two aparahna overlaps within a minute).
 */
import {
  C,
  CLOSE_MS,
  DAY_MS,
  FLAG,
  IST_MS,
  STAR,
  addDays,
  crossing,
  days,
  istDate,
  monthStart,
  sunrise,
  sunset,
  sweph,
  toJd,
  toMs,
} from './sweph-common.mjs';

const NAZHIKA_MS = 24 * 60_000;

/** The Hindu day (sunrise to sunrise) on which an instant falls. */
function hinduDay(ms) {
  const date = istDate(ms);
  return ms < sunrise(date) ? addDays(date, -1) : date;
}

/** The next day's sunrise, when a span begun on a Hindu day holds it, else the day it began. */
function udaya(span) {
  const began = hinduDay(span.start);
  const next = addDays(began, 1);
  const rise = sunrise(next);
  if (Math.abs(span.end - rise) < CLOSE_MS) span.close = true;
  return span.end >= rise ? next : began;
}

// Kerala ---------------------------------------------------------------

function keralaDay(span) {
  const began = istDate(span.start);
  for (const day of [addDays(began, -1), began, addDays(began, 1), addDays(began, 2)]) {
    const at = sunset(day) - 6 * NAZHIKA_MS;
    if (Math.abs(span.start - at) < CLOSE_MS || Math.abs(span.end - at) < CLOSE_MS)
      span.close = true;
    if (span.start <= at && at < span.end) return day;
  }
  return udaya(span);
}

const malayalamFirst = (at) => {
  const date = istDate(at);
  const rise = sunrise(date);
  return at < rise + 0.6 * (sunset(date) - rise) ? date : addDays(date, 1);
};

function keralaToken(star, first, next) {
  const found = [];
  let start = toMs(
    sweph.mooncross_ut(star * STAR, toJd(Date.parse(first) - 3 * DAY_MS), FLAG).date,
  );
  while (start < Date.parse(next) + 2 * DAY_MS) {
    const end = toMs(sweph.mooncross_ut(((star + 1) % 27) * STAR, toJd(start), FLAG).date);
    const span = { start, end };
    const day = keralaDay(span);
    if (first <= day && day < next) found.push({ span, day });
    start = toMs(sweph.mooncross_ut(star * STAR, toJd(end + 20 * DAY_MS), FLAG).date);
  }
  if (found.length === 0) return '--';
  const mark = found[0].span.close ? '~' : '';
  return `${String(days(first, found[0].day) + 1).padStart(2, '0')}${mark}${found.length > 1 ? 't' : ''}`;
}

const lines = [];
let jd = toJd(Date.parse('2025-12-20T00:00:00Z'));
for (;;) {
  const s = (Math.floor(sweph.calc_ut(jd, C.SE_SUN, FLAG).data[0] / 30) + 1) % 12;
  const at = toMs(sweph.solcross_ut(s * 30, jd, FLAG).date);
  const nextAt = toMs(sweph.solcross_ut(((s + 1) % 12) * 30, toJd(at + 20 * DAY_MS), FLAG).date);
  const first = malayalamFirst(at);
  if (first > '2035-12-31') break;
  const next = malayalamFirst(nextAt);
  const tokens = Array.from({ length: 27 }, (_, star) => keralaToken(star, first, next));
  lines.push(`kerala ${s} ${first} ${tokens.join(' ')}`);
  jd = toJd(nextAt - DAY_MS);
}

// North Indian -----------------------------------------------------------

function northDay(span) {
  const began = istDate(span.start);
  const overlaps = [addDays(began, -1), began, addDays(began, 1), addDays(began, 2)].map((day) => {
    const rise = sunrise(day);
    const length = sunset(day) - rise;
    const a = rise + 0.6 * length;
    const b = rise + 0.8 * length;
    return { day, overlap: Math.max(0, Math.min(span.end, b) - Math.max(span.start, a)) };
  });
  const touched = overlaps.filter((o) => o.overlap > 0).sort((x, y) => y.overlap - x.overlap);
  if (touched.length === 0) return udaya(span);
  const edge = overlaps.some((o) => o.overlap > 0 && o.overlap < CLOSE_MS);
  if (edge || (touched.length > 1 && touched[0].overlap - touched[1].overlap < CLOSE_MS))
    span.close = true;
  return touched[0].day;
}

for (let year = 2026; year <= 2035; year++) {
  for (let s = 0; s < 12; s++) {
    const start = monthStart(s, Date.parse(`${year}-01-01T00:00:00Z`) - IST_MS);
    const base = istDate(start);
    const tokens = [];
    let begin = start;
    for (let t = 0; t < 30; t++) {
      const end = crossing(((t + 1) % 30) * 12, begin + 3_600_000);
      const span = { start: begin, end };
      const day = northDay(span);
      tokens.push(`${String(days(base, day)).padStart(2, '0')}${span.close ? '~' : ''}`);
      begin = end;
    }
    lines.push(`north ${year} ${s} ${base} ${tokens.join(' ')}`);
  }
}

console.log(`/**
 * Remembrance days by Swiss Ephemeris, written by
 * scripts/jyotish/remembrance-reference.mjs (which says how to rerun it and
 * what the tokens mean): \`kerala sign first-day\` then stars 0 to 26;
 * \`north year sign new-moon-date\` then tithis 0 to 29.
 */
export const REMEMBRANCE_REFERENCE = \`
${lines.join('\n')}
\`;`);
