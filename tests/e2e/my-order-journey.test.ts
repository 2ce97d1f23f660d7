/**
 * What happens after paying, end to end in Chromium against the real server
 * (sandbox payments, fresh database, .eml outbox): a visitor orders; the
 * confirmation email's link opens "My order" with the order received; the
 * office marks the date performed with the photograph from tests/ (GPS in its
 * EXIF); the devotee's email shows the photograph, "My order" shows it, and
 * the served image has no EXIF; the office imports a tracking CSV; the
 * devotee's email and "My order" show the carrier's link; from the newest
 * link the devotee signs out the other links, and the confirmation's link then
 * says it has expired; "Order again" opens the wizard with the people filled
 * in (asked for only then). axe on every page at 1280 and 390 px.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, serverAndBrowser } from './harness';
import { mailReader, openMyOrderPage, placeFamilyOrder } from './my-order-mail';
import { openConsolePage, showRoster, trackingCsvFile } from './console-pages';
import { addStaffInProcess, signIn } from './staff-sign-in';
import { button, expectNoAxeViolations, heading, press } from './wizard-keyboard';

const live = serverAndBrowser();
const DEVOTEE = 'meera.pillai@example.com';
const PHOTO_WITH_GPS = path.join(process.cwd(), 'tests/fixtures/puja-photo-with-gps.jpg');
const FEDEX = '123456789012';
const FEDEX_LINK = `https://www.fedex.com/fedextrack/?trknbr=${FEDEX}`;
const dir = mkdtempSync(path.join(tmpdir(), 'my-order-journey-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const newMails = mailReader(live);

describe('after paying: from the order to the prasad at the door', () => {
  let devotee: Page;
  let office: Page;
  let orderNumber = '';
  let myOrder = '';
  let offeredLink = '';
  let pujaDate = '';

  const openMyOrder = () => openMyOrderPage(devotee, live.server, myOrder, orderNumber);

  it('a visitor orders; the confirmation’s link opens My order with the order received', async () => {
    devotee = await newPage(live.browser);
    orderNumber = await placeFamilyOrder(devotee, live.server, {
      firstNames: ['Meera', 'Arjun'],
      lastName: 'Pillai',
      email: DEVOTEE,
    });
    const confirmation = (await newMails()).find(
      (mail) => mail.subject.includes(orderNumber) && mail.subject.includes('confirmed'),
    );
    myOrder = confirmation?.pageLink ?? '';
    expect(myOrder).not.toBe('');
    await openMyOrder();
    await devotee.getByRole('heading', { level: 3, name: 'Order received' }).waitFor();
    await expectNoAxeViolations(devotee, 'My order, received');
    pujaDate = (
      await live.server.app.deps.db
        .selectFrom('order_line_items')
        .select('puja_date')
        .where('order_number', '=', orderNumber)
        .where('puja_id', '<>', -1)
        .executeTakeFirstOrThrow()
    ).puja_date;
  });

  it('the office marks the date performed with a photograph; mail and My order show it without EXIF', async () => {
    office = await newPage(live.browser);
    await signIn(
      office,
      await addStaffInProcess(live.server, 'office@example.org', 'Office', 'office'),
    );
    await openConsolePage(office, 'Roster', 'Roster');
    await showRoster(office, pujaDate);
    await office.getByRole('button', { name: `Mark everyone of ${pujaDate} performed` }).click();
    await office.getByLabel('Choose photographs').setInputFiles(PHOTO_WITH_GPS);
    await expectNoAxeViolations(office, 'marking performed with a photograph');
    await office.getByRole('button', { name: 'Yes, mark performed' }).click();
    await office
      .getByRole('status')
      .filter({ hasText: /^Marked \d+ (person|people) performed, with 1 photograph/ })
      .waitFor();

    const offered = (await newMails()).find(
      (mail) =>
        mail.subject.startsWith('Your puja has been offered') && mail.text.includes(orderNumber),
    );
    const src = /<img\s+src="([^"]+\/api\/puja\/photos\/[^"]+)"/.exec(offered?.text ?? '')?.[1];
    expect(src, 'the offered mail’s photograph').toBeDefined();
    offeredLink = offered?.pageLink ?? '';
    expect(offeredLink).not.toBe('');
    const served = await fetch(`${live.server.baseUrl}${new URL(src!).pathname}`);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    expect(await exifr.gps(PHOTO_WITH_GPS)).toBeDefined();
    expect(await exifr.parse(Buffer.from(await served.arrayBuffer()), true)).toBeUndefined();

    await openMyOrder();
    await devotee.getByRole('heading', { level: 3, name: 'Puja offered' }).first().waitFor();
    const photo = devotee.locator('.my-order-photos img').first();
    await photo.waitFor();
    expect(new URL((await photo.getAttribute('src'))!, live.server.baseUrl).pathname).toBe(
      new URL(src!).pathname,
    );
    await expectNoAxeViolations(devotee, 'My order, offered with a photograph');
  });

  it('the office imports a tracking file; mail and My order give the carrier’s link', async () => {
    await openConsolePage(office, 'Prasad post', 'Prasad post');
    // Posted today, the field's first value (docs/staff.md: a day after tomorrow is refused).
    const today = await office.getByLabel(/^Posted on/).inputValue();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const file = trackingCsvFile(dir, 'post.csv', [`${orderNumber},FedEx,${FEDEX}`]);
    await office.getByLabel('Tracking file (CSV)').setInputFiles(file);
    await office
      .getByRole('heading', { name: `1 parcel posted on ${today}, ready to import` })
      .waitFor();
    await expectNoAxeViolations(office, 'tracking file preview');
    await press(office, button(office, 'Import and email the devotees'));
    await office.getByRole('heading', { name: /^Imported 1 parcel/ }).waitFor();
    await expectNoAxeViolations(office, 'tracking file imported');

    const posted = (await newMails()).find(
      (mail) =>
        mail.subject.startsWith('Your prasad is on its way') && mail.text.includes(orderNumber),
    );
    expect(posted?.text).toContain(FEDEX_LINK);

    await openMyOrder();
    const track = devotee.getByRole('link', { name: /Track the parcel/ });
    await track.waitFor();
    expect(await track.getAttribute('href')).toBe(FEDEX_LINK);
    await expectNoAxeViolations(devotee, 'My order, prasad posted');
  });

  it('"Sign out other links" from the newest link: the older link then says it has expired', async () => {
    await openMyOrderPage(devotee, live.server, offeredLink, orderNumber);
    await press(devotee, button(devotee, 'Sign out other links'));
    await devotee
      .getByRole('status')
      .filter({ hasText: 'Done: 1 other link no longer opens this page.' })
      .waitFor();
    await expectNoAxeViolations(devotee, 'My order, other links signed out');
    await devotee.goto(`${live.server.baseUrl}${myOrder}`);
    await heading(devotee, 'This link has expired').waitFor();
    await devotee.locator('#main').getByRole('link', { name: 'Find my order' }).waitFor();
    await expectNoAxeViolations(devotee, 'My order, a link signed out');
    await openMyOrderPage(devotee, live.server, offeredLink, orderNumber);
  });

  it('"Order again" opens the wizard with the people filled in', async () => {
    await press(devotee, button(devotee, 'Order again for these people'));
    await heading(devotee, 'Who is the order for?').waitFor();
    await expect
      .poll(() =>
        Promise.all([0, 1].map((i) => devotee.locator(`#people-${i}-firstName`).inputValue())),
      )
      .toEqual(['Meera', 'Arjun']);
    await expectNoAxeViolations(devotee, 'the wizard opened by Order again');
    await devotee.context().close();
    await office.context().close();
  });
});
