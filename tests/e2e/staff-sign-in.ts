/** Signing staff in for the end-to-end tests, as the temple does it: the CLI's printed link. */
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { StaffRole } from '../../domain/staff/roles';
import { CLI_ACTOR } from '../../server/staff/audit';
import { addMember, createSignInLink } from '../../server/staff/members';
import type { TestServer } from './harness';
import { heading } from './wizard-keyboard';

/** `npm run staff -- add …`, as the temple's admin runs it: the printed one-time link. */
export function addStaff(server: TestServer, email: string, name: string, role: string): string {
  const out = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/cli/staff.ts',
      'add',
      '--email',
      email,
      '--name',
      name,
      '--role',
      role,
    ],
    {
      // The server's database and environment (its sandbox clock included, under TEST_NOW).
      env: {
        ...process.env,
        PAYMENT_ENV: server.config.environment,
        DATABASE_URL: server.config.databaseUrl,
        PUBLIC_URL: server.baseUrl,
      },
      encoding: 'utf8',
    },
  );
  const link = /(http\S+\/staff\/sign-in#\S+)/.exec(out)?.[1];
  expect(link).toBeDefined();
  return link!;
}

/**
 * The same member and one-time link as `addStaff`, made by the calls the CLI
 * makes but in this process (a CLI run costs a Node start and a TypeScript
 * load): for the tests whose subject is not the CLI. The office's sign-in in
 * staff-console and the astrologer's in astrologer-pages run the CLI itself.
 */
export async function addStaffInProcess(
  server: TestServer,
  email: string,
  name: string,
  role: StaffRole,
): Promise<string> {
  const { db } = server.app.deps;
  const now = server.app.deps.now();
  const member = await addMember(db, CLI_ACTOR, { email, name, role }, now);
  return createSignInLink(db, member.id, server.config.publicUrl, now);
}

/**
 * Opens the link as a mail scanner would (nothing is spent: the secret has left
 * the address bar and the page waits), then presses "Sign in": the console shows.
 */
export async function signIn(page: Page, link: string): Promise<void> {
  await page.goto(link);
  const button = page.getByRole('button', { name: 'Sign in', exact: true });
  await button.waitFor();
  expect(new URL(page.url()).hash).toBe('');
  await button.click();
  await heading(page, 'Staff console').waitFor();
}
