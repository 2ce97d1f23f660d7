/**
 * The puja order at its edges, in Chromium against the real server: a
 * 70-character first name refused on its own step, browser Back and Forward
 * between steps, "same as the prasad address" filling billing, axe on every
 * step at desktop and mobile width, and no names or birth data left in the
 * browser's storage after the order is paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  MOBILE,
  launchBrowser,
  newPage,
  startTestServer,
  type TestServer,
} from './harness';
import {
  VISA,
  chooseFirstChoices,
  continueTo,
  expectConfirmation,
  fillAddress,
  fillPeople,
  payWith,
} from './wizard-flows';
import { button, expectNoAxeViolations, heading, press, tabTo, typeInto } from './wizard-keyboard';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const HOME = {
  firstName: 'Lakshmi',
  lastName: 'Narayanan',
  address1: '1 Temple Road',
  city: 'San Ramon',
  country: 'US',
  state: 'CA',
  postalCode: '94583',
};

async function storageText(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
}

async function orderAtWidth(page: Page, width: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.baseUrl}/order-a-puja-online`);
  await heading(page, 'Who is the order for?').waitFor();
  await expectNoAxeViolations(page, `people (${width})`);

  // A 70-character first name is refused on its own step, naming the field.
  await fillPeople(page, [
    { firstName: 'L'.repeat(70), lastName: 'Narayanan', birthDate: '1985-07-04' },
  ]);
  await press(page, button(page, 'Continue'));
  const summary = page.getByRole('alert');
  await summary.waitFor();
  expect(await summary.textContent()).toContain(
    'First name of person 1 must be at most 60 characters',
  );
  await expectNoAxeViolations(page, `people with errors (${width})`);
  // The long name wraps: the page is no wider than the window.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await typeInto(page, page.locator('#people-0-firstName'), 'Lakshmi');

  await continueTo(page, 'Choose the pujas and dates');
  await chooseFirstChoices(page, 1);
  await continueTo(page, 'Anything else the temple should know?');

  // Browser Back from step 3 shows step 2; Forward returns to step 3.
  await page.goBack();
  await heading(page, 'Choose the pujas and dates').waitFor();
  expect(new URL(page.url()).pathname).toBe('/order-a-puja-online');
  await page.goForward();
  await heading(page, 'Anything else the temple should know?').waitFor();

  await continueTo(page, 'Where should we send the prasad?');
  await fillAddress(page, 'shipping', HOME);
  await continueTo(page, 'Billing details');

  // "Same as the prasad address" fills billing; only the email is left to type.
  await tabTo(page, page.locator('#billing-sameAsShipping'));
  await page.keyboard.press('Space');
  expect(await page.getByTestId('billing-copy').textContent()).toContain('1 Temple Road');
  await expectNoAxeViolations(page, `billing same as prasad (${width})`);
  await typeInto(page, page.locator('#billing-email'), 'lakshmi@example.com');
  await continueTo(page, 'Check your answers before paying');
  const review = (await page.locator('main').textContent()) ?? '';
  expect(review).toContain('Lakshmi Narayanan');
  expect(review).toContain('1 Temple Road');
  await continueTo(page, 'Pay by card');
  await payWith(page, VISA);
  await expectConfirmation(page);

  // Only the receipt stays: no names, birth data or addresses.
  const stored = await storageText(page);
  for (const personal of [
    'Lakshmi',
    'Narayanan',
    '07/04/1985',
    '1985',
    'Temple Road',
    'lakshmi@',
  ]) {
    expect(stored).not.toContain(personal);
  }
  expect(errors).toEqual([]);
}

describe('the puja order at its edges', () => {
  it('at desktop width', async () => {
    await orderAtWidth(await newPage(browser, DESKTOP), 'desktop');
  }, 240_000);
  it('at mobile width', async () => {
    await orderAtWidth(await newPage(browser, MOBILE), 'mobile');
  }, 240_000);
});
