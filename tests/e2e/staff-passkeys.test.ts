/**
 * Passkeys in Chromium with its virtual authenticator (CDP WebAuthn): a
 * member signed in by a one-time link adds a passkey, signs out, and signs in
 * again with it; axe on the passkeys page and the sign-in page. The site is
 * addressed as localhost: WebAuthn refuses an IP address as relying party.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, serverAndBrowser } from './harness';
import { addStaffInProcess, signIn } from './staff-sign-in';
import { expectNoAxeViolations, heading } from './wizard-keyboard';

const live = serverAndBrowser();
let site = '';

beforeAll(async () => {
  site = live.server.baseUrl.replace('127.0.0.1', 'localhost');
  live.server.config.publicUrl = site;
});

let page: Page;

describe('passkeys in the staff console', () => {
  it('adds a passkey after signing in by link', async () => {
    page = await newPage(live.browser);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    // A one-time link as the CLI makes it, at the address the site is used by here (publicUrl).
    const link = await addStaffInProcess(live.server, 'priest@example.org', 'Priest', 'priest');
    expect(link.startsWith(site)).toBe(true);
    await signIn(page, link);
    await page
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Passkeys' })
      .click();
    await heading(page, 'Passkeys').waitFor();
    await page.getByText('You have no passkeys yet.').waitFor();
    await expectNoAxeViolations(page, 'passkeys');

    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Name this passkey').waitFor();
    await page.getByLabel('Name for this passkey').fill('Vestry laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Added the passkey Vestry laptop.' })
      .waitFor();
    await page.getByRole('cell', { name: 'Vestry laptop', exact: true }).waitFor();
    await expectNoAxeViolations(page, 'passkeys with one');
  });

  it('signs out and signs in again with the passkey', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await heading(page, 'Staff sign-in').waitFor();
    await expectNoAxeViolations(page, 'sign-in with a passkey offered');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await heading(page, 'Staff console').waitFor();
    expect(await page.getByRole('navigation', { name: 'Staff console' }).textContent()).toContain(
      'Priest',
    );
    await page
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Passkeys' })
      .click();
    await heading(page, 'Passkeys').waitFor();
    const lastUsed = page
      .getByRole('row', { name: /Vestry laptop/ })
      .getByRole('cell')
      .nth(2);
    await lastUsed.waitFor();
    expect(await lastUsed.textContent()).not.toBe('never');
  });
});
