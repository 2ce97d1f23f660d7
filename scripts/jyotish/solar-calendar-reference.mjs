/**
 * Reproduces domain/test-support/sankranti-reference.ts: every sankranti (the
 * Sun's entry into a sidereal sign, Lahiri) from December 2025 to January
 * 2036, with sunrise and sunset at the temple on its civil date and the civil
 * date each calendar's month begins on. Not part of the project or CI (Swiss
 * Ephemeris is not a dependency); run it by hand as the Moon reference says:
 *
 *   mkdir /tmp/swe && (cd /tmp/swe && npm init -y && npm install sweph)
 *   NODE_PATH=/tmp/swe/node_modules node scripts/jyotish/solar-calendar-reference.mjs \
 *     > domain/test-support/sankranti-reference.ts && npx prettier --write domain/test-support/sankranti-reference.ts
 *
 * Independent of the engine: swe_solcross_ut finds the crossings (Moshier
 * ephemeris, SEFLG_SIDEREAL with SE_SIDM_LAHIRI) and swe_rise_trans the
 * sunrise and sunset (upper limb, standard refraction at 1013.25 hPa, 15 °C).
 * India Standard Time (UTC+05:30) is the temple's civil time in these years.
 */
import {
  C,
  FLAG,
  IST_MS,
  sunrise as riseMs,
  sunset as setMs,
  sweph,
  toMs,
} from './sweph-common.mjs';

const jdToDate = (jd) => new Date(Math.round(toMs(jd)));
const dateToJd = (date) => date.getTime() / 86_400_000 + 2440587.5;
const istDate = (date) => new Date(date.getTime() + IST_MS).toISOString().slice(0, 10);
const nextDay = (iso) => new Date(Date.parse(iso) + 86_400_000).toISOString().slice(0, 10);

const rows = [];
let jd = dateToJd(new Date('2025-12-01T00:00:00Z'));
const end = dateToJd(new Date('2036-01-20T00:00:00Z'));
while (jd < end) {
  const sign = (Math.floor(sweph.calc_ut(jd, C.SE_SUN, FLAG).data[0] / 30) + 1) % 12;
  const crossing = sweph.solcross_ut(sign * 30, jd, FLAG).date;
  const at = jdToDate(crossing);
  const date = istDate(at);
  const sunrise = new Date(Math.round(riseMs(date)));
  const sunset = new Date(Math.round(setMs(date)));
  const madhyahnaEnd = new Date(sunrise.getTime() + 0.6 * (sunset.getTime() - sunrise.getTime()));
  const second = (date) => date.toISOString().slice(0, 19) + 'Z';
  const kerala = at < madhyahnaEnd ? date : nextDay(date);
  const tamil = at < sunset ? date : nextDay(date);
  rows.push(`${sign} ${second(at)} ${second(sunrise)} ${second(sunset)} ${kerala} ${tamil}`);
  jd = crossing + 1;
}

console.log(`/**
 * Sankrantis by Swiss Ephemeris 2.10.03 (sweph, Moshier, Lahiri): per line the
 * sign entered (0 Mesha … 11 Meena), the instant, sunrise and sunset at the
 * temple on its civil date (IST), and the civil dates on which the Malayalam
 * month (sankranti before 3/5 of the daytime) and the Tamil month (before
 * sunset) begin. Written by scripts/jyotish/solar-calendar-reference.mjs,
 * which says how to rerun it.
 */
export const SANKRANTI_REFERENCE_LINES = \`
${rows.join('\n')}
\`;

export interface SankrantiRow {
  sign: number;
  at: Date;
  sunrise: Date;
  sunset: Date;
  kerala: string;
  tamil: string;
}

export const SANKRANTI_REFERENCE: SankrantiRow[] = SANKRANTI_REFERENCE_LINES.trim()
  .split('\\n')
  .map((line) => {
    const [sign, at, sunrise, sunset, kerala, tamil] = line.split(' ') as [string, string, string, string, string, string];
    return { sign: Number(sign), at: new Date(at), sunrise: new Date(sunrise), sunset: new Date(sunset), kerala, tamil };
  });`);
