/**
 * The office posts prasad in Chromium against the real server (sandbox
 * gateway): two paid orders (placed through the API: the wizard's own walk is
 * elsewhere), the day's packing list and label sheet, then a tracking file
 * with a bad row (every bad row listed, nothing imported) and a good one
 * (previewed, imported, one mail per order). Keyboard only on the import; axe
 * on every step at 1280 and 390 px.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import {
  fetchOrderPrefs,
  postJson,
  pujaOrderPayload,
  sandboxCardToken,
} from '../../server/test-support/order-fixtures';
import { newPage, serverAndBrowser } from './harness';
import { openConsolePage, trackingCsvFile } from './console-pages';
import { addStaffInProcess, signIn } from './staff-sign-in';
import { button, expectNoAxeViolations, heading, press } from './wizard-keyboard';

const live = serverAndBrowser();
/** A heading of any level (the helpers' `heading` is the page's h1). */
const titled = (on: Page, name: string | RegExp) => on.getByRole('heading', { name });
const dir = mkdtempSync(path.join(tmpdir(), 'prasad-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let page: Page;
const orders: string[] = [];
let date = '';

async function placePaidOrder(): Promise<string> {
  const baseUrl = live.server.baseUrl;
  const payload = pujaOrderPayload(await fetchOrderPrefs(baseUrl), {
    people: 1,
    encoded: await sandboxCardToken(baseUrl),
  });
  const [m, d, y] = payload.pujaOrderLineitems[0]!.requestedPujaDate.split('/');
  date = `${y}-${m}-${d}`;
  const response = await postJson(baseUrl, ORDER_SUBMIT_PATHS.puja, payload);
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

const csvFile = (name: string, rows: string[]) => trackingCsvFile(dir, name, rows);

const prasadMails = () =>
  live.server.app.deps.db
    .selectFrom('outbox_emails')
    .select(['reference', 'text_body'])
    .where('subject', 'like', 'Your prasad is on its way%')
    .execute();

describe('the office posts prasad', () => {
  it('shows the day’s packing list and its label sheets', async () => {
    orders.push(await placePaidOrder(), await placePaidOrder());
    page = await newPage(live.browser);
    await signIn(
      page,
      await addStaffInProcess(live.server, 'post@example.org', 'Post Office', 'office'),
    );
    await openConsolePage(page, 'Prasad post', 'Prasad post');

    await page.getByLabel('Puja date').fill(date);
    await page.getByRole('button', { name: 'Show the day’s post' }).click();
    await titled(page, /^Packing list for /).waitFor();
    for (const n of orders) await page.getByRole('cell', { name: n, exact: true }).waitFor();
    await expectNoAxeViolations(page, 'packing list');

    await page.getByLabel('Labels already used on the first sheet').fill('2');
    const letter = page.getByRole('link', { name: /US Letter, 30 labels/ });
    expect(await letter.getAttribute('href')).toMatch(/sheet=letter-30&skip=2$/);
    const pdf = await page.request.get(
      new URL((await letter.getAttribute('href'))!, page.url()).href,
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists every bad row of a tracking file by line and imports nothing', async () => {
    await page
      .getByLabel('Tracking file (CSV)')
      .setInputFiles(
        csvFile('bad.csv', [
          `${orders[0]},FedEx,123456789012`,
          `=${orders[1]},DHL,1234567890`,
          'PNOSUCH1,Pigeon,12',
        ]),
      );
    const result = titled(page, /^2 rows of bad\.csv to correct; nothing was imported$/);
    await result.waitFor();
    // The result's heading takes the focus, so a screen reader reads it next.
    expect(await result.evaluate((el) => el === document.activeElement)).toBe(true);
    const rows = page.locator('section[aria-labelledby="import-heading"] tbody tr');
    expect(await rows.allTextContents()).toEqual([
      '3The order number starts with a formula character (= + - @, tab or CR)',
      '4Unknown carrier "Pigeon" (USPS, UPS, FedEx, DHL or India Post)',
      '4Unknown order PNOSUCH1',
    ]);
    await expectNoAxeViolations(page, 'refused file');
    expect(await prasadMails()).toEqual([]);
    await press(page, button(page, 'Choose another file'));
    await page.getByLabel('Tracking file (CSV)').waitFor();
  });

  it('previews a good file, imports it by keyboard and queues one mail per order', async () => {
    // Posted today: the field's first value, from the page's clock.
    const today = await page.getByLabel(/^Posted on/).inputValue();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page
      .getByLabel('Tracking file (CSV)')
      .setInputFiles(
        csvFile('good.csv', [
          `${orders[0]},FedEx,123456789012`,
          `${orders[1]},UPS,1Z999AA10123456784`,
        ]),
      );
    await titled(page, `2 parcels posted on ${today}, ready to import`).waitFor();
    await page.getByRole('link', { name: '1Z999AA10123456784' }).waitFor();
    await expectNoAxeViolations(page, 'preview');
    await press(page, button(page, 'Import and email the devotees'));
    await titled(page, 'Imported 2 parcels; 2 emails on the way to the devotees').waitFor();
    await expectNoAxeViolations(page, 'imported');
    const mails = await prasadMails();
    expect(mails.map((m) => m.reference).sort()).toEqual([...orders].sort());
    const ups = mails.find((m) => m.reference === orders[1])!;
    expect(ups.text_body).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
  });

  it('shows the parcels on the order page, where one more is recorded', async () => {
    await page.goto(`${live.server.baseUrl}/staff/orders/${orders[0]}`);
    await heading(page, `Order ${orders[0]}`).waitFor();
    const panel = page.getByRole('region', { name: 'Prasad posted' });
    await panel.getByRole('link', { name: '123456789012' }).waitFor();
    await expectNoAxeViolations(page, 'order page with a parcel');
    await panel.getByLabel('Carrier').selectOption('DHL');
    await panel.getByLabel('Tracking number').fill('12');
    await panel.getByRole('button', { name: 'Record the parcel' }).click();
    await panel.getByText(/Not a DHL tracking number/).waitFor();
    await expectNoAxeViolations(page, 'a refused parcel');
    await panel.getByLabel('Tracking number').fill('1234567890');
    await panel.getByRole('button', { name: 'Record the parcel' }).click();
    await panel.getByRole('link', { name: '1234567890', exact: true }).waitFor();
    expect((await prasadMails()).filter((m) => m.reference === orders[0])).toHaveLength(2);
  });
});
