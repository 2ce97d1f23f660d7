/** npm run staff: add prints a working one-time link; list; disable. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startApiServer } from '../test-support/api-server';
import { nodeArgsFor } from '../test-support/server-build';
import { secretOf, staffFetch } from '../staff/test-support/staff-session';
import { startedForTheFile } from '../test-support/for-the-file';
import { testClockEnv } from '../../tests/test-support/test-clock';

const server = startedForTheFile(() => startApiServer());

const cli = (...args: string[]) =>
  execFileSync(process.execPath, [...nodeArgsFor('server/cli/staff.ts'), ...args], {
    env: {
      ...process.env,
      // The sandbox: the tests' clock (TEST_CLOCK_OFFSET_MS) is a hook of the sandbox only.
      PAYMENT_ENV: 'sandbox',
      ...testClockEnv(),
      DATABASE_URL: server.database.url,
      PUBLIC_URL: server.baseUrl,
    },
    encoding: 'utf8',
  });

describe('npm run staff', () => {
  it('adds a member with a one-time link that signs them in, lists and disables them', async () => {
    const added = cli(
      'add',
      '--email',
      'First@Example.org',
      '--name',
      'First Admin',
      '--role',
      'admin',
    );
    const link = /(http\S+\/staff\/sign-in#\S+)/.exec(added)?.[1];
    expect(link).toBeDefined();
    expect(link!.startsWith(server.baseUrl)).toBe(true);
    const signIn = await staffFetch(server, null)('POST', '/sign-in/complete', {
      secret: secretOf(link!),
    });
    expect(signIn.status).toBe(200);

    expect(cli('list')).toContain('first@example.org\tadmin\tactive\tFirst Admin');
    cli('disable', '--email', 'first@example.org');
    expect(cli('list')).toContain('first@example.org\tadmin\tdisabled');
    const audit = await server.database.db
      .selectFrom('staff_audit_log')
      .select(['actor', 'action'])
      .where('target', '=', 'first@example.org')
      .orderBy('at')
      .execute();
    // Adding and its link share one instant: the rows as a sorted list.
    expect(audit.map((entry) => `${entry.actor} ${entry.action}`).sort()).toEqual([
      'cli staff.add',
      'cli staff.disable',
      'cli staff.link.issue',
      'first@example.org staff.signIn',
    ]);
  });
});
