import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runJyotishCli } from './cli';
import { KARTHIKA_2026 } from '../../domain/test-support/fixtures';

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
