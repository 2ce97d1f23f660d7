/**
 * Display formats of the content pages: puja dates and order cutoffs (money
 * is src/domain/money's one format). Written without Intl on purpose: the first Intl formatter a page
 * creates loads the browser's locale data, a 40–170 ms task on the main thread
 * (×4 on Lighthouse's mobile CPU) that was most of the content pages' Total
 * Blocking Time (see docs/site.md). The output equals en-US's.
 */
import { parseMmDdYyyy } from '../../domain/puja-facts';

export { isoDay, parseMmDdYyyy, upcomingSchedule } from '../../domain/puja-facts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '12/11/2025' → 'Thursday, December 11, 2025' (the puja's own calendar day). */
export function formatPujaDate(value: string): string {
  const parts = parseMmDdYyyy(value);
  if (!parts) return value;
  const [year, month, day] = parts;
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
  return `${weekday}, ${MONTHS[month - 1]!} ${day}, ${year}`;
}

/** An ISO instant in the visitor's own time zone, e.g. 'Dec 8, 2025, 11:59 PM' (en-US medium date, short time). */
export function formatCutoff(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const month = MONTHS[date.getMonth()]!.slice(0, 3);
  return `${month} ${date.getDate()}, ${date.getFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
