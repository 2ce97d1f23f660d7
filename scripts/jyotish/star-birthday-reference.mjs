/**
 * Reproduces domain/test-support/star-birthday-reference.ts: for every
 * Malayalam and Tamil month from 2026 to 2035 and every star, the day of the
 * month of its star birthday, by Swiss Ephemeris (sweph, Moshier, Lahiri):
 * swe_solcross_ut for sankrantis, swe_mooncross_ut for the Moon's entries into
 * the stars, swe_rise_trans for sunrise at the temple. The rules are written
 * here again, apart from the engine (docs/jyotish.md states them). Run by hand:
 *
 *   NODE_PATH=/tmp/swe/node_modules node scripts/jyotish/star-birthday-reference.mjs \
 *     > domain/test-support/star-birthday-reference.ts
 *
 * Each token is the day of the month, then `t` when the star came twice in the
 * month, `s` when the second came with the next sankranti inside it (so the
 * first counts), or `--` when it falls on no day of the month; `~` after the
 * number when an instant that decides it is within a minute of its cut-off.
 */
import {
  C,
  CLOSE_MS,
  DAY_MS,
  FLAG,
  STAR,
  addDays,
  days,
  istDate,
  sunrise,
  sunset,
  sweph,
  toJd,
  toMs,
} from './sweph-common.mjs';

const RULES = {
  malayalam: { cut: (rise, set) => rise + 0.6 * (set - rise), nazhika: 6, twice: 'second' },
  tamil: { cut: (rise, set) => set, nazhika: 12, twice: 'first' },
};

function firstDay(rule, at) {
  const date = istDate(at);
  return at < rule.cut(sunrise(date), sunset(date)) ? date : addDays(date, 1);
}

function spans(star, fromMs, toMs_) {
  const out = [];
  let start = toMs(sweph.mooncross_ut(star * STAR, toJd(fromMs), FLAG).date);
  while (start < toMs_) {
    const end = toMs(sweph.mooncross_ut(((star + 1) % 27) * STAR, toJd(start), FLAG).date);
    out.push({ start, end });
    start = toMs(sweph.mooncross_ut(star * STAR, toJd(end + 20 * DAY_MS), FLAG).date);
  }
  return out;
}

function dayOf(span, nazhika) {
  const began = istDate(span.start);
  const close = (a, b) => Math.abs(a - b) < CLOSE_MS;
  const beganRise = sunrise(began);
  const hinduDay = span.start < beganRise ? addDays(began, -1) : began;
  const next = addDays(hinduDay, 1);
  const cut = sunrise(next) + nazhika * 24 * 60_000;
  span.close = span.close || close(span.start, beganRise) || close(span.end, cut);
  return span.end >= cut ? next : hinduDay;
}

function token(rule, star, first, next, nextSankranti) {
  const found = spans(star, Date.parse(first) - 3 * DAY_MS, Date.parse(next) + 2 * DAY_MS)
    .map((span) => ({ span, day: dayOf(span, rule.nazhika) }))
    .filter(({ day }) => first <= day && day < next);
  const mark = found.some(({ span }) => span.close) ? '~' : '';
  const n = (day) => String(days(first, day) + 1).padStart(2, '0') + mark;
  if (found.length === 0) return '--';
  if (found.length === 1) return n(found[0].day);
  if (rule.twice === 'first') return `${n(found[0].day)}t`;
  const inside = found[1].span.start <= nextSankranti && nextSankranti < found[1].span.end;
  return inside ? `${n(found[0].day)}s` : `${n(found[1].day)}t`;
}

const lines = [];
for (const [name, rule] of Object.entries(RULES)) {
  let jd = toJd(Date.parse('2025-12-20T00:00:00Z'));
  for (;;) {
    const sign = (Math.floor(sweph.calc_ut(jd, C.SE_SUN, FLAG).data[0] / 30) + 1) % 12;
    const at = toMs(sweph.solcross_ut(sign * 30, jd, FLAG).date);
    const nextAt = toMs(
      sweph.solcross_ut(((sign + 1) % 12) * 30, toJd(at + 20 * DAY_MS), FLAG).date,
    );
    const first = firstDay(rule, at);
    if (first > '2035-12-31') break;
    const next = firstDay(rule, nextAt);
    const tokens = Array.from({ length: 27 }, (_, star) => token(rule, star, first, next, nextAt));
    lines.push(`${name} ${sign} ${first} ${tokens.join(' ')}`);
    jd = toJd(nextAt - DAY_MS);
  }
}

console.log(`/**
 * Star birthdays by Swiss Ephemeris, written by
 * scripts/jyotish/star-birthday-reference.mjs (which says how to rerun it and
 * what the tokens mean): per line the calendar, the month's sign, its first
 * day, then for stars 0 (Ashwini) to 26 (Revati) the day of the month.
 */
export const STAR_BIRTHDAY_REFERENCE = \`
${lines.join('\n')}
\`;`);
