/**
 * The end-to-end files split into two halves of about equal running time, so
 * both cores can take end-to-end files once the unit and API steps are done.
 * Each file starts its own server (own SQLite file, port 0) and browser, so
 * two files can run at once.
 */
import { readdirSync } from 'node:fs';

/**
 * Seconds each file took in a full one-worker run of the e2e project; only the balance of the two
 * halves depends on them. A file not listed counts as a middling one.
 */
const SECONDS: Record<string, number> = {
  'site-a11y.test.ts': 66,
  'staff-console.test.ts': 64,
  'wizard-other-flows.test.ts': 55,
  'site-content.test.ts': 48,
  'site-behaviour.test.ts': 46,
  'wizard-puja-order.test.ts': 43,
  'astrologer-pages.test.ts': 32,
  'astro-booking.test.ts': 31,
  'birth-star-finder.test.ts': 27,
  'wizard-edges.test.ts': 26,
  'site-nav.test.ts': 22,
  'site-print.test.ts': 16,
  'wizard-edges-astro.test.ts': 12,
  'staff-passkeys.test.ts': 12,
  'site-routes.test.ts': 8,
  'calendar-month-end.test.ts': 6,
  'inspector.test.ts': 25,
  'pdf-shaping.test.ts': 19,
};
const UNLISTED = 20;

/** Longest first, each to the lighter half. */
export function e2eHalves(dir = 'tests/e2e'): [string[], string[]] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .sort((a, b) => (SECONDS[b] ?? UNLISTED) - (SECONDS[a] ?? UNLISTED) || a.localeCompare(b));
  const halves: [string[], string[]] = [[], []];
  const load: [number, number] = [0, 0];
  for (const file of files) {
    const lighter = load[0] <= load[1] ? 0 : 1;
    halves[lighter].push(`${dir}/${file}`);
    load[lighter] += SECONDS[file] ?? UNLISTED;
  }
  return halves;
}
