/**
 * `npm run jyotish -- karthika --year YYYY`: the Kali/Karthika dates of a
 * year, one YYYY-MM-DD per line on stdout and nothing else; usage errors on
 * stderr with exit code 2. `star-birthdays …` (./star-birthdays-cli.ts) the same way.
 */
import { karthikaDatesOfYear } from '../../domain/jyotish';
import { systemClock, type Clock } from '../clock';
import { STAR_BIRTHDAYS_USAGE, starBirthdaysCommand } from './star-birthdays-cli';

const USAGE = `Usage: npm run jyotish -- karthika --year YYYY\n${STAR_BIRTHDAYS_USAGE}`;

export function runJyotishCli(
  args: readonly string[],
  now: Clock = systemClock(),
): {
  stdout: string;
  stderr: string;
  code: number;
} {
  const [command, ...rest] = args;
  if (command === 'star-birthdays') return starBirthdaysCommand(rest, now());
  if (command !== 'karthika') return { stdout: '', stderr: `${USAGE}\n`, code: 2 };
  const flag = rest.indexOf('--year');
  const value = flag === -1 ? undefined : rest[flag + 1];
  const inline = rest.find((arg) => arg.startsWith('--year='))?.slice('--year='.length);
  const year = value ?? inline;
  if (!year || !/^\d{4}$/.test(year) || Number(year) < 1900 || Number(year) > 2100) {
    return { stdout: '', stderr: `Give a year from 1900 to 2100. ${USAGE}\n`, code: 2 };
  }
  const dates = karthikaDatesOfYear(Number(year));
  return { stdout: dates.map((date) => `${date}\n`).join(''), stderr: '', code: 0 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = runJyotishCli(process.argv.slice(2));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
