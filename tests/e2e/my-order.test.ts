/**
 * "My order" as a devotee meets it, in Chromium against the real server
 * (sandbox payments, fresh database, .eml outbox): a visitor orders; the link
 * in the confirmation email opens the order's page with the order received;
 * axe finds nothing at 1280 and 390 px; "Order again" opens the wizard with the
 * same people; Find my order mails the link again.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../server/receipts/test-support/pdf-text';
import { newPage, serverAndBrowser } from './harness';
import { mailReader, openMyOrderPage, placeFamilyOrder } from './my-order-mail';
import {
  button,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  heading,
  press,
  typeInto,
} from './wizard-keyboard';

const live = serverAndBrowser();
const EMAIL = 'asha.menon@example.com';
const newMails = mailReader(live);

/** The page links of the mails delivered since the last call. */
async function newPageLinks(): Promise<{ subject: string; path: string }[]> {
  return (await newMails()).flatMap(({ subject, pageLink }) =>
    pageLink ? [{ subject, path: pageLink }] : [],
  );
}

const openOrderPage = (page: Page, path: string, orderNumber: string) =>
  openMyOrderPage(page, live.server, path, orderNumber);

describe('My order', () => {
  let orderNumber = '';
  let firstLink = '';

  it('opens from the confirmation email’s link with the order received', async () => {
    const page = await newPage(live.browser);
    orderNumber = await placeFamilyOrder(page, live.server, {
      firstNames: ['Asha', 'Ravi'],
      lastName: 'Menon',
      email: EMAIL,
    });
    expect(orderNumber).toMatch(/^P\d{6}/);
    const links = await newPageLinks();
    const confirmation = links.find((link) => link.subject.includes(orderNumber));
    expect(confirmation?.subject).toContain('confirmed');
    firstLink = confirmation!.path;

    await openOrderPage(page, firstLink, orderNumber);
    const people = page.locator('.my-order-person h3');
    await expect.poll(() => people.allTextContents()).toEqual(['Asha Menon', 'Ravi Menon']);
    const timeline = page.getByRole('list').filter({ has: page.getByText('Order received') });
    await expect.poll(() => timeline.locator('> li').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 3, name: 'Order received' }).count()).toBe(1);
    const [receipt] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the receipt (PDF)' }).click(),
    ]);
    expect(receipt.suggestedFilename()).toBe(`receipt-${orderNumber}.pdf`);
    const text = await pdfText(new Uint8Array(await readFile(await receipt.path())));
    expect(text).toContain(`Order number ${orderNumber}`);
    expect(text).toMatch(/Paid with \S+ XXXX\d{4}/);
    await expectNoAxeViolations(page, 'My order');
    await expectNoSidewaysScroll(page, 'My order');
    await page.context().close();
  });

  it('orders again for the same people: the wizard opens with them, no puja chosen', async () => {
    const page = await newPage(live.browser);
    await openOrderPage(page, firstLink, orderNumber);
    await press(page, button(page, 'Order again for these people'));
    await heading(page, 'Who is the order for?').waitFor();
    expect(new URL(page.url()).pathname).toBe('/order-a-puja-online');
    const names = async () =>
      Promise.all(
        [0, 1].map(async (i) => [
          await page.locator(`#people-${i}-firstName`).inputValue(),
          await page.locator(`#people-${i}-lastName`).inputValue(),
        ]),
      );
    await expect.poll(names).toEqual([
      ['Asha', 'Menon'],
      ['Ravi', 'Menon'],
    ]);
    await expectNoAxeViolations(page, 'the wizard opened by Order again');
    await press(page, button(page, 'Continue'));
    await heading(page, 'Choose the pujas and dates').waitFor();
    const chosen = page.locator('input[type="radio"][name^="people-"]:checked');
    expect(await chosen.count()).toBe(0);
    // A reload resumes the new draft (the seed is not applied twice).
    await page.reload();
    await heading(page, 'Choose the pujas and dates').waitFor();
    await page.context().close();
  });

  it('answers a wrong link with a page that points to Find my order', async () => {
    const page = await newPage(live.browser);
    await page.goto(`${live.server.baseUrl}/my-order/${'A'.repeat(43)}`);
    await heading(page, 'This link has expired').waitFor();
    await expectNoAxeViolations(page, 'My order not found');
    await press(page, page.locator('#main').getByRole('link', { name: 'Find my order' }));
    await heading(page, 'Find my order').waitFor();
    await page.context().close();
  });

  it('mails the link again from Find my order, by keyboard', async () => {
    const page = await newPage(live.browser);
    await page.goto(`${live.server.baseUrl}/find-my-order`);
    await heading(page, 'Find my order').waitFor();
    await expectNoAxeViolations(page, 'Find my order');

    // Nothing filled in: the summary takes focus and links to each field.
    await press(page, button(page, 'Email me the link'));
    const summary = page.getByRole('alert');
    await summary.waitFor();
    await expectNoAxeViolations(page, 'Find my order with errors');
    await press(page, summary.getByRole('link').first());
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('orderNumber');

    await typeInto(page, page.getByLabel('Order number'), orderNumber.toLowerCase());
    await typeInto(page, page.getByLabel('Email address'), EMAIL.toUpperCase());
    await press(page, button(page, 'Email me the link'));
    await heading(page, 'Check your email').waitFor();
    await expectNoAxeViolations(page, 'Find my order sent');

    const links = await newPageLinks();
    expect(links).toHaveLength(1);
    expect(links[0]!.path).not.toBe(firstLink);
    await openOrderPage(page, links[0]!.path, orderNumber);
    // The first link still works too.
    await openOrderPage(page, firstLink, orderNumber);
    await page.context().close();
  });
});
