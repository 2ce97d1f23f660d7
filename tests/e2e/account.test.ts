/**
 * The devotee's account in Chromium against the real server (sandbox
 * payments, fresh database, the outbox): a devotee who has paid an order asks
 * for a sign-in link by keyboard, opens the mailed link and lands on the
 * account with that order listed; the header says "My account" until they
 * sign out; a used link says so and asks again; deletion asks first; the
 * Malayalam sign-in page is in Malayalam. axe finds nothing on any of them.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../src/app/i18n/catalog-files';
import { mailedSignInLink, signInByApi } from './account-session';
import { newPage, openSettled, serverAndBrowser } from './harness';
import { placeFamilyOrder } from './my-order-mail';
import {
  button,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  heading,
  press,
  typeInto,
} from './wizard-keyboard';

const live = serverAndBrowser();
const EMAIL = 'lakshmi.iyer@example.com';

/** The header's account slot: which of its two links is shown. */
async function headerSays(page: Page): Promise<string[]> {
  const links = page.locator('header .account-slot__link');
  const shown: string[] = [];
  for (const link of await links.all()) {
    if (await link.isVisible()) shown.push((await link.textContent()) ?? '');
  }
  return shown;
}

/** What moves, at 1280 and 390 px, when the presence mark comes and goes: nothing, it should be. */
async function slotMoves(page: Page): Promise<string[]> {
  const boxes = () =>
    page.evaluate(() =>
      ['header .account-slot', 'header .brand', 'main h1'].map((selector) =>
        JSON.stringify(document.querySelector(selector)?.getBoundingClientRect()),
      ),
    );
  const moved: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const before = await boxes();
    await page.evaluate(() => document.documentElement.toggleAttribute('data-account-present'));
    const after = await boxes();
    await page.evaluate(() => document.documentElement.toggleAttribute('data-account-present'));
    if (JSON.stringify(before) !== JSON.stringify(after)) moved.push(`at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return moved;
}

describe('the devotee’s account', () => {
  it('signs in by the mailed link and lists the order paid with the address', async () => {
    const page = await newPage(live.browser);
    const orderNumber = await placeFamilyOrder(page, live.server, {
      firstNames: ['Lakshmi', 'Gopal'],
      lastName: 'Iyer',
      email: EMAIL,
    });

    await openSettled(page, `${live.server.baseUrl}/account/sign-in`);
    await heading(page, 'Sign in to your account').waitFor();
    expect(await headerSays(page)).toEqual(['Find my order']);
    await expectNoAxeViolations(page, 'the sign-in page');
    expect(await slotMoves(page), 'the header when the mark changes').toEqual([]);

    // By keyboard: nothing entered, the summary takes focus and links to the field.
    await press(page, button(page, 'Email me a sign-in link'));
    const summary = page.getByRole('alert');
    await summary.waitFor();
    await expectNoAxeViolations(page, 'the sign-in page with its error');
    await press(page, summary.getByRole('link').first());
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('email');
    await typeInto(page, page.getByLabel('Email address'), EMAIL);
    await press(page, button(page, 'Email me a sign-in link'));
    await heading(page, 'Check your email').waitFor();
    await expectNoAxeViolations(page, 'the sign-in page, link sent');

    const link = await mailedSignInLink(live.server, EMAIL);
    await page.goto(link);
    await heading(page, 'Your account').waitFor();
    await page.getByText(`Signed in as ${EMAIL}`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
    expect(new URL(page.url()).hash).toBe('');
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    expect(await row.getByRole('cell').last().textContent()).toMatch(/^\$\d+\.\d\d$/);
    await expect.poll(() => headerSays(page)).toEqual(['My account']);
    await expectNoAxeViolations(page, 'the account page');
    await expectNoSidewaysScroll(page, 'the account page');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-account-data.json');
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { email: string };
    expect(exported.email).toBe(EMAIL);

    // The order's link opens its page (a new My order link, through the account).
    await row.getByRole('link', { name: orderNumber }).click();
    await heading(page, `Your order ${orderNumber}`).waitFor();
    await openSettled(page, `${live.server.baseUrl}/account`);
    await heading(page, 'Your account').waitFor();

    await press(page, button(page, 'Sign out'));
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    await expect.poll(() => headerSays(page)).toEqual(['Find my order']);
    await expectNoAxeViolations(page, 'the account page, signed out');

    // The link worked once.
    await page.goto(link);
    await heading(page, 'This sign-in link no longer works').waitFor();
    await expectNoAxeViolations(page, 'a used sign-in link');
    await press(page, button(page, 'Ask for a new link'));
    await heading(page, 'Sign in to your account').waitFor();
    await page.context().close();
  });

  it('deletes the account only after saying what is erased', async () => {
    const page = await newPage(live.browser);
    const email = 'ravi.nair@example.com';
    await signInByApi(page, live.server, email);
    await openSettled(page, `${live.server.baseUrl}/account`);
    await page.getByText('No order has been paid with this email address yet.').waitFor();
    expect(await headerSays(page)).toEqual(['My account']);

    await press(page, button(page, 'Delete my account'));
    await page.getByRole('heading', { name: 'Delete your account?' }).waitFor();
    await expectNoAxeViolations(page, 'the deletion’s confirmation');
    await press(page, button(page, 'Keep my account'));
    await button(page, 'Delete my account').waitFor();

    await press(page, button(page, 'Delete my account'));
    await press(page, button(page, 'Yes, delete my account'));
    await heading(page, 'Your account has been deleted').waitFor();
    await expect.poll(() => headerSays(page)).toEqual(['Find my order']);
    await expectNoAxeViolations(page, 'the account deleted');
    const me = await page.request.get(`${live.server.baseUrl}/puja-web-v2/api/account/me`);
    expect(me.status()).toBe(401);
    await page.context().close();
  });

  it('asks for the link in Malayalam on the Malayalam page', async () => {
    // The page's words as the Malayalam catalog has them (its translators may reword them).
    const catalog = await readCatalog(process.cwd(), 'src/locales/ml/site.po');
    const say = (source: string) => {
      const entry = [...catalog!.values()].find((candidate) => candidate.source === source);
      expect(entry?.translation, source).toMatch(/[\u0D00-\u0D7F]/);
      return entry!.translation;
    };
    const page = await newPage(live.browser);
    await openSettled(page, `${live.server.baseUrl}/ml/account/sign-in`);
    await heading(page, say('Sign in to your account')).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ml');
    expect(await headerSays(page)).toEqual([say('Find my order')]);
    await button(page, say('Email me a sign-in link')).waitFor();
    await expectNoAxeViolations(page, 'the Malayalam sign-in page');
    await page.context().close();
  });
});
