/**
 * The end-to-end files split into two halves of about equal running time, so
 * both cores can take end-to-end files once the unit and API steps are done.
 * Each file starts its own server (own SQLite file, port 0) and browser, so
 * two files can run at once.
 */
import { readdirSync } from 'node:fs';

/**
 * Seconds each file took in a CI run (`.ci/run`); only the balance of the two
 * halves depends on them. A file not listed counts as a middling one.
 */
const SECONDS: Record<string, number> = {
  'wizard-edges.test.ts': 93,
  'staff-console.test.ts': 84,
  'wizard-other-flows.test.ts': 73,
  'wizard-puja-order.test.ts': 66,
  'site-a11y.test.ts': 43,
  'astro-booking.test.ts': 37,
  'site-behaviour.test.ts': 36,
  'astrologer-pages.test.ts': 31,
  'site-content.test.ts': 22,
  'site-routes.test.ts': 19,
  'birth-star-finder.test.ts': 19,
  'site-nav.test.ts': 18,
  'site-layout.test.ts': 15,
  'wizard-edges-astro.test.ts': 12,
  'site-print.test.ts': 10,
  'staff-passkeys.test.ts': 7,
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
