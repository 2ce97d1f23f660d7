import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runJyotishCli } from './cli';
import { KARTHIKA_2026 } from '../../domain/test-support/fixtures';
import { remembranceDays, starBirthdaysOfBirth } from '../../domain/jyotish';

const run = promisify(execFile);

describe('npm run jyotish -- karthika --year YYYY', () => {
  it('prints the year’s dates, one per line, and nothing else on stdout', async () => {
    const tsx = path.resolve('node_modules/.bin/tsx');
    const { stdout } = await run(tsx, ['server/jyotish/cli.ts', 'karthika', '--year', '2026']);
    expect(stdout).toBe([...KARTHIKA_2026, ''].join('\n'));
  });

  it('refuses a missing or bad year with a usage line on stderr', () => {
    expect(runJyotishCli(['karthika'])).toMatchObject({ stdout: '', code: 2 });
    expect(runJyotishCli(['karthika', '--year', '26'])).toMatchObject({ stdout: '', code: 2 });
    expect(runJyotishCli(['moon'])).toMatchObject({ stdout: '', code: 2 });
    expect(runJyotishCli(['karthika', '--year=2027']).stdout.split('\n')).toContain('2027-06-30');
  });
});

describe('npm run jyotish -- star-birthdays', () => {
  const now = () => new Date('2026-11-28T12:00:00Z');
  const birth = ['--date', '1990-11-24', '--time', '02:10', '--lat', '8.8811', '--lon', '76.5847'];

  it('prints the dates the route answers, one per line', () => {
    const result = runJyotishCli(
      ['star-birthdays', ...birth, '--tradition=kerala', '--years', '3'],
      now,
    );
    const expected = starBirthdaysOfBirth('kerala', new Date('1990-11-23T20:40:00Z'), 2026, 3);
    expect(result).toEqual({ stdout: expected.map((d) => `${d}\n`).join(''), stderr: '', code: 0 });
  });

  it('names each bad flag on stderr', () => {
    const result = runJyotishCli(
      ['star-birthdays', ...birth, '--tradition', 'solar', '--years', '12'],
      now,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--tradition:');
    expect(result.stderr).toContain('--years:');
  });

  it('prints remembrance days with --kind remembrance (the passing’s details)', () => {
    const passing = [
      '--date',
      '2019-08-20',
      '--time',
      '11:00',
      '--lat',
      '8.8811',
      '--lon',
      '76.5847',
    ];
    const result = runJyotishCli(
      [
        'star-birthdays',
        '--kind',
        'remembrance',
        ...passing,
        '--tradition',
        'north',
        '--years',
        '2',
      ],
      now,
    );
    const expected = remembranceDays('north', new Date('2019-08-20T05:30:00Z'), 2026, 2);
    expect(result).toEqual({ stdout: expected.map((d) => `${d}\n`).join(''), stderr: '', code: 0 });
    const tamil = runJyotishCli(
      ['star-birthdays', '--kind', 'remembrance', ...passing, '--tradition', 'tamil'],
      now,
    );
    expect(tamil.stderr).toContain('--tradition: Choose one of: kerala, north');
  });
});
