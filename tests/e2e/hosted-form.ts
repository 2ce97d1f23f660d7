/**
 * Paying through the hosted form (the sandbox's AcceptUI stand-in), by
 * keyboard: the step's `.AcceptUI` button opens the lightbox, the card is
 * typed into its frame, and the frame's answer reaches the payment machine.
 * The main document must never hold a card field.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import type { TestServer } from './harness';
import { expectNoAxeViolations, press, typeInto } from './wizard-keyboard';
import { futureExpiry } from '../test-support/test-card';

export interface CardInput {
  number: string;
  month: string;
  year: string;
  code: string;
}

export const VISA: CardInput = {
  number: '4111111111111111',
  // Always ahead of the tests' clock (TEST_NOW), as the page's clock is.
  ...futureExpiry(),
  code: '123',
};

/** Card fields by any of their usual marks: autocomplete, name, id, a card-number label. */
const CARD_FIELDS = [
  'input[autocomplete^="cc-"]',
  'input[autocomplete*=" cc-"]',
  'input[name*="card" i]',
  'input[id*="card" i]',
  'input[data-cc]',
].join(', ');

/** No card field in the page itself (the hosted form's own frame is not the page). */
export async function expectNoCardFieldsInPage(page: Page, where: string): Promise<void> {
  const found = await page.evaluate((selector) => {
    const byLabel = [...document.querySelectorAll('label')].filter((label) =>
      /card number|security code|cvv/i.test(label.textContent ?? ''),
    );
    return document.querySelectorAll(selector).length + byLabel.length;
  }, CARD_FIELDS);
  expect(found, `card fields in the main document on ${where}`).toBe(0);
}

/**
 * Opens the hosted form from the step's `.AcceptUI` button and pays with
 * `card`, then its pay button (`pay`: its name, English by default). axe checks the open form unless `axe: false` (a second payment in
 * the same test opens the same view again).
 */
export async function payThroughHostedForm(
  page: Page,
  {
    card = VISA,
    axe = true,
    pay = /^Pay /,
  }: { card?: CardInput; axe?: boolean; pay?: RegExp } = {},
): Promise<void> {
  await expectNoCardFieldsInPage(page, 'the payment step');
  const launcher = page.locator('button.AcceptUI');
  await press(page, launcher);
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const form = page.frameLocator('#AcceptUIContainer iframe');
  await form.locator('#cardNumber').waitFor();
  if (axe) await expectNoAxeViolations(page, 'the open hosted form');
  await typeInto(page, form.locator('#cardNumber'), card.number);
  await typeInto(page, form.locator('#month'), card.month);
  await typeInto(page, form.locator('#year'), card.year);
  await typeInto(page, form.locator('#cardCode'), card.code);
  // Still nothing in the page itself while the card is typed into the frame.
  await expectNoCardFieldsInPage(page, 'the open hosted form');
  await press(page, form.getByRole('button', { name: pay }));
  await dialog.waitFor({ state: 'detached' });
}

/**
 * The attempts of an order or booking (their statuses, in order) and how many
 * of their charges the sandbox gateway approved.
 */
export async function attemptsAndCharges(
  server: TestServer,
  kind: 'ORDER' | 'BOOKING',
  ref: string,
): Promise<{ attempts: string[]; charges: number }> {
  const { db } = openDatabase(server.config.databaseUrl);
  try {
    const attempts = await db
      .selectFrom('payment_attempts')
      .select(['status', 'invoice_number'])
      .where('subject_kind', '=', kind)
      .where('subject_ref', '=', ref)
      .orderBy('attempt')
      .execute();
    const invoices = attempts.map((attempt) => attempt.invoice_number);
    const charges =
      invoices.length === 0
        ? []
        : await db
            .selectFrom('sandbox_transactions')
            .select('trans_id')
            .where('transaction_type', '=', 'authCaptureTransaction')
            .where('response_code', '=', 1)
            .where('invoice_number', 'in', invoices)
            .execute();
    return { attempts: attempts.map((attempt) => attempt.status), charges: charges.length };
  } finally {
    await db.destroy();
  }
}
