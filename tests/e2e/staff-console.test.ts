/**
 * The staff console in Chromium against the real server (sandbox gateway):
 * the office's work end to end (find an order, refund one person, change a
 * price, add a regional event, edit the temple's details), a priest's roster,
 * and axe on every console page.
 */
import path from 'node:path';
import exifr from 'exifr';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDatabase } from '../../server/db/connect';
import { formatUsd } from '../../domain/money';
import { SANDBOX_CONTROL_PATHS } from '../../server/payments/sandbox/paths';
import { myOrderPagePath } from '../../domain/my-order';
import { pdfText } from '../../server/receipts/test-support/pdf-text';
import { testNowMs } from '../test-support/test-clock';
import { newPage, serverAndBrowser } from './harness';
import { addressInSanRamon } from './wizard-flows';
import { clickPuja, namePeople, nextStep, placeOrderByMouse } from './order-by-mouse';
import { openConsolePage, showRoster } from './console-pages';
import { addStaff, addStaffInProcess, signIn } from './staff-sign-in';
import { chooseOption, expectNoAxeViolations, heading } from './wizard-keyboard';

const live = serverAndBrowser();

const ADDRESS = addressInSanRamon('Lakshmi', 'Iyer', '5 Temple Road');
const DEVOTEE = 'lakshmi@example.com';
const PHOTO_WITH_GPS = path.join(process.cwd(), 'tests/fixtures/puja-photo-with-gps.jpg');

async function query<T>(
  run: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>,
): Promise<T> {
  const { db } = openDatabase(live.server.config.databaseUrl);
  try {
    return await run(db);
  } finally {
    await db.destroy();
  }
}

/** The visitor's order, placed through the wizard with the mouse (its keyboard walk is wizard-puja-order's). */
async function placeOrder(): Promise<string> {
  const page = await newPage(live.browser);
  const number = await placeOrderByMouse(
    page,
    live.server.baseUrl,
    [
      { firstName: 'Lakshmi', lastName: 'Iyer' },
      { firstName: 'Hari', lastName: 'Iyer' },
    ],
    ADDRESS,
    DEVOTEE,
  );
  await page.context().close();
  return number;
}

// The office scenario runs as consecutive steps over one signed-in page.
let page: Page;
let visitor: Page;
let orderNumber = '';

describe('the staff console', () => {
  it('a visitor orders a puja for two people', { timeout: 240_000 }, async () => {
    orderNumber = await placeOrder();
    expect(orderNumber).toMatch(/^[A-Z0-9]{1,20}$/);
  });

  it('the office signs in with the link printed by the CLI and finds the order by its number', async () => {
    // The charge settles (the sandbox closes a batch), so one person can be refunded.
    const settle = await fetch(`${live.server.baseUrl}${SANDBOX_CONTROL_PATHS.settle}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transactionKey: live.server.config.anet.transactionKey }),
    });
    expect(settle.status).toBe(200);

    page = await newPage(live.browser);
    await page.goto(`${live.server.baseUrl}/staff`);
    await heading(page, 'Staff sign-in').waitFor();
    await expectNoAxeViolations(page, 'sign-in');
    const link = addStaff(live.server, 'office@example.org', 'Office', 'office');
    // A mail scanner opens the link first: the page waits for a press and spends nothing.
    const scanner = await newPage(live.browser);
    await scanner.goto(link);
    await scanner.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await expectNoAxeViolations(scanner, 'sign-in link');
    await scanner.close();
    await signIn(page, link);
    await expectNoAxeViolations(page, 'console home');

    // Find the visitor's order by its number.
    await openConsolePage(page, 'Orders', 'Orders');
    await page.locator('#orders-q').fill(orderNumber);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('link', { name: orderNumber }).click();
    await heading(page, `Order ${orderNumber}`).waitFor();
    await page.getByText('Hari Iyer').waitFor();
    await expectNoAxeViolations(page, 'order page');
  });

  it('refunds one person: the gateway shows the refund, the order shows it, the devotee is mailed', async () => {
    await page.getByRole('checkbox', { name: 'Choose Hari Iyer' }).check();
    await page.getByRole('button', { name: 'Refund the chosen people (1)' }).click();
    await page.locator('#refund-reason').fill('Asked to cancel for Hari');
    await page.getByRole('button', { name: 'Review the refund' }).click();
    await expectNoAxeViolations(page, 'refund confirmation');
    await page.getByRole('button', { name: 'Confirm the refund' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Refunded \$/ })
      .waitFor();
    await page.getByText(/^REFUNDED \$[\d.]+ on .*Asked to cancel for Hari/).waitFor();
    const [refunds, mails] = await query((db) =>
      Promise.all([
        db
          .selectFrom('sandbox_transactions')
          .select(['amount_cents'])
          .where('transaction_type', '=', 'refundTransaction')
          .execute(),
        db
          .selectFrom('outbox_emails')
          .select('subject')
          .where('to_address', '=', DEVOTEE)
          .where('subject', 'like', 'Refund%')
          .execute(),
      ]),
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount_cents).toBeGreaterThan(0);
    expect(mails).toHaveLength(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Refund receipt 1 (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`refund-receipt-${orderNumber}-R1.pdf`);
    const text = await pdfText(new Uint8Array(await readFile(await download.path())));
    expect(text).toContain(`Original order ${orderNumber}`);
    expect(text).toContain(`Amount refunded ${formatUsd(refunds[0]!.amount_cents)}`);
  });

  it('changes a puja price, shown on /types-of-puja and in the order wizard', async () => {
    await openConsolePage(page, 'Pujas and schedules', 'Pujas and schedules');
    const editor = page.locator('section.staff-panel').first();
    const priceField = editor.getByLabel('Price (US dollars)');
    const pujaId = (await priceField.getAttribute('id'))!.split('-')[1]!;
    await priceField.fill('123.45');
    await editor
      .getByRole('button', { name: /^Save / })
      .first()
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: /the site shows it now/ })
      .waitFor();
    visitor = await newPage(live.browser);
    await visitor.goto(`${live.server.baseUrl}/types-of-puja`);
    await visitor.getByText('$123.45').first().waitFor();
    await visitor.goto(`${live.server.baseUrl}/order-a-puja-online`);
    await namePeople(visitor, [{ firstName: 'Uma', lastName: 'Rao' }]);
    await nextStep(visitor, 'Choose the pujas and dates');
    await clickPuja(visitor, 0, pujaId);
    expect(await visitor.locator('main').textContent()).toContain('123.45');
  });

  it('creates a regional event that /order-regional-puja offers at once', async () => {
    await openConsolePage(page, 'Regional events', 'Regional events');
    await page.locator('#region-name').fill('Chicago');
    await page.getByRole('button', { name: 'Add the region' }).click();
    await page.getByRole('status').filter({ hasText: 'Added the region Chicago.' }).waitFor();
    await chooseOption(
      page,
      page.locator('#event-regionId'),
      (await page
        .locator('#event-regionId option', { hasText: 'Chicago' })
        .getAttribute('value')) as string,
    );
    const day = new Date(testNowMs() + 20 * 86_400_000).toISOString().slice(0, 10);
    await page.locator('#event-title').fill('Chicago Navagraha programme');
    await page.locator('#event-name').fill('Navagraha Homa');
    await page.locator('#event-hostedBy').fill('Temple priests');
    await page.locator('#event-localDate').fill(day);
    await page.locator('#event-localTime').fill('10:30');
    await page.locator('#event-timeZone').fill('America/Chicago');
    await page.locator('#event-contactEmail').fill('chicago@example.org');
    await page.locator('#event-informationUrl').fill('https://example.org/chicago');
    await page.locator('#event-price').fill('75');
    await page
      .locator('#event-detailsHtml')
      .fill('<p>Bring <strong>flowers</strong></p><script>x()</script>');
    await page.getByRole('button', { name: 'Preview the details' }).click();
    await page
      .getByRole('region', { name: 'Preview of the details' })
      .getByText('flowers')
      .waitFor();
    await expectNoAxeViolations(page, 'event preview');
    await page.getByRole('button', { name: 'Create the event' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /offered on the site now/ })
      .waitFor();
    await visitor.goto(`${live.server.baseUrl}/order-regional-puja`);
    await heading(visitor, 'Choose a region').waitFor();
    await visitor.getByRole('button', { name: 'Chicago' }).click();
    await namePeople(visitor, [{ firstName: 'Uma', lastName: 'Rao' }]);
    await nextStep(visitor, 'Choose the event for each person');
    expect(await visitor.locator('main').textContent()).toContain('Navagraha');
  });

  it("edits the temple's phone, shown in the footer", async () => {
    await openConsolePage(page, 'Temple details', 'Temple details');
    await page.locator('#temple-phone').fill('+1 510 555 0199');
    await page.getByRole('button', { name: 'Save the temple details' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved/ })
      .waitFor();
    await visitor.goto(`${live.server.baseUrl}/`);
    await visitor.locator('footer').getByText('+1 510 555 0199').waitFor();
    await page.getByText('This is a sample, printed on receipts').waitFor();
    await page.locator('#tax-statement-text').fill('Our own statement: EIN 12-3456789.');
    await page.getByRole('button', { name: 'Save the tax statement' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved: receipts/ })
      .waitFor();
    expect(await page.getByText('This is a sample, printed on receipts').count()).toBe(0);
    // Where prasad is posted: a bad code is refused on the field, a good list is saved.
    const places = page.locator('#prasad-places-countries');
    expect(await places.inputValue()).toBe('US, CA');
    await places.fill('US, CA, ZZ');
    await page.getByRole('button', { name: 'Save where prasad is posted' }).click();
    await page.getByText('ZZ is not a country code').first().waitFor();
    await places.fill('US, CA, IN');
    await page.getByRole('button', { name: 'Save where prasad is posted' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved: new orders/ })
      .waitFor();
    const posted = await fetch(`${live.server.baseUrl}/puja-web-v2/api/prasad/places`);
    expect(await posted.json()).toEqual({ countries: ['US', 'CA', 'IN'] });
    await expectNoAxeViolations(page, 'temple details with the tax statement');
    await openConsolePage(page, 'Refunds due', 'Refunds due');
  });

  it('lets a priest print the roster of a puja date and mark it performed', async () => {
    const date = await query(async (db) => {
      const row = await db
        .selectFrom('order_line_items as li')
        .innerJoin('orders as o', 'o.order_number', 'li.order_number')
        .select('li.puja_date')
        .where('o.status', '=', 'PAID')
        .where('li.puja_id', '<>', -1)
        .orderBy('li.puja_date')
        .executeTakeFirstOrThrow();
      return row.puja_date;
    });
    const page = await newPage(live.browser);
    await signIn(
      page,
      await addStaffInProcess(live.server, 'priest@example.org', 'Priest', 'priest'),
    );
    await openConsolePage(page, 'Roster', 'Roster');
    await showRoster(page, date);
    await expectNoAxeViolations(page, 'roster');

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: /^Print/ }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Staff console' }).isVisible()).toBe(false);
    expect(await page.locator('.roster-sheet').first().isVisible()).toBe(true);
    const breaks = await page
      .locator('.roster-sheet')
      .first()
      .evaluate((el) => getComputedStyle(el).breakAfter);
    expect(['page', 'auto']).toContain(breaks);
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: `Mark everyone of ${date} performed` }).click();
    // The photograph from tests/ (GPS in its EXIF) and a video link go with the marking.
    await page.getByLabel('Choose photographs').setInputFiles(PHOTO_WITH_GPS);
    await page.getByText('puja-photo-with-gps.jpg (3 KB)').waitFor();
    await page.getByLabel('Caption for puja-photo-with-gps.jpg (optional)').fill('The homa fire');
    await page.getByLabel('Video link (optional)').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Yes, mark performed' }).click();
    await page.getByText('Use an http:// or https:// address').first().waitFor();
    await expectNoAxeViolations(page, 'marking performed with a photograph');
    await page.getByLabel('Video link (optional)').fill('https://video.example.org/puja');
    await page.getByRole('button', { name: 'Yes, mark performed' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Marked \d+ (person|people) performed, with 1 photograph/ })
      .waitFor();
    const offered = await query((db) =>
      db
        .selectFrom('outbox_emails')
        .select(['subject', 'html_body', 'secret', 'reference'])
        .where('subject', 'like', 'Your puja has been offered%')
        .execute(),
    );
    expect(offered.length).toBeGreaterThan(0);
    const withPhoto = offered.find((mail) => mail.html_body.includes('/api/puja/photos/'))!;
    expect(withPhoto.html_body).toContain('https://video.example.org/puja');
    // A caption given for the whole date may name one family: it stays out of every mail.
    expect(withPhoto.html_body).not.toContain('The homa fire');
    const src = /<img\s+src="([^"]+)"/.exec(withPhoto.html_body)![1]!;
    const served = await fetch(src.replace(live.server.config.publicUrl, live.server.baseUrl));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await exifr.gps(PHOTO_WITH_GPS)).toBeDefined();
    expect(await exifr.parse(bytes, true)).toBeUndefined();

    // The mail's "My order" link (its token is the outbox row's secret until sent) shows it too.
    const devotee = await newPage(live.browser);
    await devotee.goto(`${live.server.baseUrl}${myOrderPagePath(withPhoto.secret!)}`);
    await heading(devotee, `Your order ${withPhoto.reference}`).waitFor();
    const photo = devotee.getByRole('img', { name: /^Photograph of .+, offered on / });
    await photo.waitFor();
    await devotee.waitForFunction(
      () => (document.querySelector('.my-order-photos img') as HTMLImageElement | null)?.complete,
    );
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    expect(await devotee.getByRole('link', { name: /recording/ }).getAttribute('href')).toBe(
      'https://video.example.org/puja',
    );
    await expectNoAxeViolations(devotee, 'My order with a photograph');
    await devotee.context().close();
  });

  it('lets the office see the photograph on the order page and withdraw it', async () => {
    const { photoId, order } = await query(async (db) => {
      const row = await db
        .selectFrom('puja_proof_people as l')
        .innerJoin('puja_photos as p', 'p.id', 'l.proof_id')
        .select(['p.id', 'l.order_number'])
        .executeTakeFirstOrThrow();
      return { photoId: row.id, order: row.order_number };
    });
    await page.goto(`${live.server.baseUrl}/staff/orders/${order}`);
    await heading(page, `Order ${order}`).waitFor();
    await page.getByRole('heading', { name: 'Proof of offering' }).waitFor();
    await page.getByRole('img', { name: /^Puja offered on / }).waitFor();
    await expectNoAxeViolations(page, 'the order page with a photograph');
    await page.getByRole('button', { name: 'Withdraw this photograph' }).click();
    await page.getByRole('button', { name: 'Yes, withdraw it' }).click();
    await page.getByRole('status').filter({ hasText: 'Photograph withdrawn.' }).waitFor();
    const gone = await fetch(`${live.server.baseUrl}/puja-web-v2/api/puja/photos/${photoId}.jpg`);
    expect(gone.status).toBe(410);
  });

  it('shows an admin the staff and audit pages without accessibility violations', async () => {
    const page = await newPage(live.browser);
    await signIn(page, await addStaffInProcess(live.server, 'admin@example.org', 'Admin', 'admin'));
    await openConsolePage(page, 'Staff', 'Staff');
    await openConsolePage(page, 'Audit log', 'Audit log');
    await page.getByText('order.refund').first().waitFor();
  });
});
