/**
 * Content pages that show the live catalog (a catalog the server reads for
 * the test, or none at all: rendered by the server, and loaded in the
 * browser when the page is reached inside the app), the puja page's order
 * panel on a wide screen, and the printable order form on screen and on paper.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import type { OrderPrefs } from '../../domain/prefs';
import { API_PATHS } from '../../domain/constants';
import { testNowMs } from '../test-support/test-clock';
import {
  appReady,
  DESKTOP,
  newPage,
  openInApp,
  openSettled,
  serverAndBrowser,
  stillInApp,
} from './harness';
import { pujaDetail } from '../../domain/test-support/fixtures';

const live = serverAndBrowser();

const detail = pujaDetail;

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(testNowMs() + days * DAY);
const mmddyyyy = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;

/** A catalog unlike the seeded one, so the page can only show it by reading the API. */
const CATALOG: OrderPrefs = {
  pujaDetails: [
    detail({
      pujaId: 7,
      id: 7,
      code: 'P_B',
      name: 'Test Puja B',
      category: 'PUJAS',
      cost: 12.5,
      selectionOrder: 2,
    }),
    detail({
      pujaId: 8,
      id: 8,
      code: 'P_A',
      name: 'Test Puja A',
      category: 'PUJAS',
      cost: 30,
      selectionOrder: 1,
    }),
    detail({
      pujaId: 9,
      id: 9,
      code: 'H_A',
      name: 'Test Homa',
      category: 'HOMAS',
      cost: 1234,
      selectionOrder: 1,
    }),
    detail({
      pujaId: 1,
      id: 1,
      code: 'KALI_KARTHIKA',
      name: 'Kali/Karthika Puja',
      displayName: 'Kali Test Display',
      category: 'SPECIAL',
      cost: 275,
      selectionOrder: 1,
      extDescription: 'Monthly on Karthika.',
      pujaScheduleForWebList: [
        // Cutoff passed: must not be listed.
        { dateOfPuja: mmddyyyy(inDays(1)), orderCutoffTime: inDays(-2).toISOString() },
        { dateOfPuja: mmddyyyy(inDays(30)), orderCutoffTime: inDays(27).toISOString() },
        { dateOfPuja: mmddyyyy(inDays(10)), orderCutoffTime: inDays(7).toISOString() },
      ],
    }),
  ],
  pujaRecommendationDetails: [],
  pujaDates: {},
  costLookup: {},
};

/**
 * The catalog the server reads for the page it renders, for one test: `body`,
 * or a failure to read it (the page must still answer).
 */
function serveCatalog(body: OrderPrefs | null) {
  vi.spyOn(live.server.app.prefsCache, 'orderPrefsValue').mockImplementation(() =>
    body ? Promise.resolve(body) : Promise.reject(new Error('The catalog is unreadable')),
  );
}
afterEach(() => {
  vi.restoreAllMocks();
});

const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();

describe('Types of Pujas', () => {
  it('shows the live catalog as cards grouped Special pujas, Homas, Pujas, each with price, next date and an order link', async () => {
    const page = await newPage(live.browser, { javaScriptEnabled: false });
    serveCatalog(CATALOG);
    // Rendered by the server: the page needs no JavaScript to show the catalog.
    await page.goto(`${live.server.baseUrl}/types-of-puja`);
    expect(await texts(page, '.catalog-group h2')).toEqual(['Special pujas', 'Homas', 'Pujas']);
    expect(await texts(page, '.puja-card__name')).toEqual([
      'Kali Test Display',
      'Test Homa',
      'Test Puja A',
      'Test Puja B',
    ]);
    expect(await texts(page, '.puja-card__price')).toEqual([
      '$275.00',
      '$1,234.00',
      '$30.00',
      '$12.50',
    ]);
    const kali = page.getByRole('listitem').filter({ hasText: 'Kali Test Display' });
    expect(await kali.locator('time').getAttribute('datetime')).toBe(
      inDays(10).toISOString().slice(0, 10),
    );
    expect(await kali.getByRole('link', { name: 'Order this puja' }).getAttribute('href')).toBe(
      '/order-a-puja-online?puja=1',
    );
    const homa = page.getByRole('listitem').filter({ hasText: 'Test Homa' });
    expect(await homa.getByText('No date open yet').count()).toBe(1);
    expect(await homa.getByRole('link', { name: 'Order this puja' }).getAttribute('href')).toBe(
      '/order-a-puja-online?puja=9',
    );
    await page.context().close();
  });

  it('shows a friendly notice when the catalog is unavailable', async () => {
    const page = await newPage(live.browser);
    serveCatalog(null);
    const response = await page.goto(`${live.server.baseUrl}/types-of-puja`);
    expect(response?.status()).toBe(200);
    const notice = page.getByText('We cannot show the list of pujas just now');
    await notice.waitFor();
    expect(await page.locator('.puja-card').count()).toBe(0);
    expect(
      await page.getByRole('link', { name: 'order form', exact: true }).getAttribute('href'),
    ).toBe('/order-a-puja-printable');
    await page.context().close();
  });

  it('shows a friendly notice when the catalog does not load inside the app', async () => {
    const page = await newPage(live.browser);
    await page.route(`**${API_PATHS.orderPrefs}`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{}}' }),
    );
    await openInApp(page, live.server.baseUrl, 'Pujas', 'Types of Pujas');
    await page.getByText('We cannot show the list of pujas just now').waitFor();
    expect(await page.locator('.puja-card').count()).toBe(0);
    expect(await stillInApp(page)).toBe(true);
    await page.context().close();
  });

  it('holds the catalog’s space while it loads inside the app, so nothing visible moves', async () => {
    const page = await newPage(live.browser);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${API_PATHS.orderPrefs}`, async (route) => {
      await held;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(CATALOG),
      });
    });
    await openInApp(page, live.server.baseUrl, 'Pujas', 'Types of Pujas');
    await page.getByRole('status').filter({ hasText: 'Loading the list of pujas' }).waitFor();
    await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: false });
      (window as Window & { shiftObserver?: PerformanceObserver }).shiftObserver = observer;
    });
    release();
    await page.locator('.puja-card').first().waitFor();
    // Two frames after the data is in, every shift it caused has been recorded.
    const shifts = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const observer = (window as Window & { shiftObserver?: PerformanceObserver }).shiftObserver;
      return (observer?.takeRecords() ?? []).map(
        (entry) => (entry as PerformanceEntry & { value: number }).value,
      );
    });
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    expect(await stillInApp(page)).toBe(true);
    await page.context().close();
  });
});

describe('Kali/Karthika Puja', () => {
  it('shows the price, the dates still open with their cutoff, and an order link', async () => {
    const page = await newPage(live.browser);
    serveCatalog(CATALOG);
    await openSettled(page, `${live.server.baseUrl}/puja-kali`);
    expect(await page.locator('.price-line').textContent()).toContain('$275.00');
    const days = await page
      .locator('.date-list li > time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    expect(days).toEqual([iso(inDays(10)), iso(inDays(30))]);
    const cutoffs = await page
      .locator('.date-list__cutoff time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
    expect(cutoffs).toEqual([
      CATALOG.pujaDetails[3]!.pujaScheduleForWebList[2]!.orderCutoffTime,
      CATALOG.pujaDetails[3]!.pujaScheduleForWebList[1]!.orderCutoffTime,
    ]);
    expect(await page.getByText('3 days before').count()).toBe(1);
    // The side panel: price, next date and the order link with this puja chosen.
    const panel = page.getByRole('complementary', { name: 'Order the Kali/Karthika Puja' });
    expect(await panel.locator('.panel__price').textContent()).toBe('$275.00');
    expect(await panel.locator('time').getAttribute('datetime')).toBe(iso(inDays(10)));
    expect(await panel.getByRole('link', { name: 'Order this puja' }).getAttribute('href')).toBe(
      '/order-a-puja-online?puja=1',
    );
    await page.context().close();
  });

  it('keeps the order panel in view on a wide screen, beside the main column', async () => {
    const page = await newPage(live.browser, DESKTOP);
    // Nothing is still loading, so the layout is final.
    await openSettled(page, `${live.server.baseUrl}/puja-kali`);
    const panel = page.getByRole('complementary', { name: 'Order the Kali/Karthika Puja' });
    const main = page.locator('.page__main');
    const [panelBox, mainBox] = [await panel.boundingBox(), await main.boundingBox()];
    // Side by side: the panel is to the right of the main column.
    expect(panelBox!.x).toBeGreaterThanOrEqual(mainBox!.x + mainBox!.width);
    await page.mouse.wheel(0, 1500);
    await expect
      .poll(() => panel.evaluate((el) => el.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(0);
    expect(await panel.getByRole('link', { name: 'Order this puja' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('says so when the catalog is unavailable', async () => {
    const page = await newPage(live.browser);
    serveCatalog(null);
    await page.goto(`${live.server.baseUrl}/puja-kali`);
    const notice = page.getByText('We cannot show the dates and price of this puja just now');
    await notice.waitFor();
    expect(await notice.isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('printable order form', () => {
  const FIELDS = [
    'First name',
    'Last name',
    'Birth star (nakshatra)',
    'Birth date',
    'Birth place',
    'Puja',
    'Requested puja date',
    'Amount (USD)',
    'Notes',
    'Star on the day of passing',
    'Date of passing',
    'Place of passing',
  ];

  it('has five person blocks with every line item field, two addresses and mailing instructions', async () => {
    const page = await newPage(live.browser);
    await page.goto(`${live.server.baseUrl}/order-a-puja-printable`);
    await page.locator('main h1').waitFor();
    await appReady(page);
    const people = page.locator('fieldset.person-block');
    expect(await people.count()).toBe(5);
    for (let i = 0; i < 5; i++) {
      const person = people.nth(i);
      expect(await person.locator('> legend').textContent()).toBe(`Person ${i + 1}`);
      for (const field of FIELDS) {
        expect(await person.getByLabel(field, { exact: true }).count(), field).toBe(1);
      }
      expect(
        await person
          .getByRole('checkbox', { name: 'This puja is offered for someone who has passed away' })
          .count(),
      ).toBe(1);
      for (const time of ['Birth time', 'Time of passing']) {
        const group = person.getByRole('group', { name: time });
        expect(await group.getByLabel('Hour (1–12)').count()).toBe(1);
        expect(await group.getByLabel('Minute').count()).toBe(1);
        expect(await group.getByRole('radio', { name: 'AM' }).count()).toBe(1);
        expect(await group.getByRole('radio', { name: 'PM' }).count()).toBe(1);
      }
    }
    for (const name of ['Billing address', 'Prasad shipping address']) {
      const block = page.getByRole('group', { name });
      expect(await block.getByLabel('Address line 1').count()).toBe(1);
      expect(await block.getByLabel('Postal code').count()).toBe(1);
    }
    // Where to send it: the temple's details (the sandbox's labelled samples).
    const mailing = page.locator('#mailing').locator('..');
    await mailing.locator('address').waitFor();
    expect(await mailing.locator('address').textContent()).toContain('100 Example Road');
    expect(await mailing.textContent()).toContain('Sample details');
    expect(await page.getByRole('button', { name: 'Print this form' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it.each([
    ['Letter', 8.5 * 25.4],
    ['A4', 210],
  ])('fits %s paper when printed, without the site chrome', async (_paper, widthMm) => {
    // The printable width (12 mm margins) at CSS's 96 pixels per inch.
    const width = Math.floor(((widthMm - 24) / 25.4) * 96);
    const page = await newPage(live.browser, { viewport: { width, height: 1000 } });
    await page.goto(`${live.server.baseUrl}/order-a-puja-printable`);
    await page.locator('main h1').waitFor();
    await appReady(page);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header.site-header').isVisible()).toBe(false);
    expect(await page.locator('footer.site-footer').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print this form' }).isVisible()).toBe(false);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    // Each person's block stays whole on one sheet.
    const breaks = await page
      .locator('fieldset.person-block')
      .first()
      .evaluate((el) => getComputedStyle(el).breakInside);
    expect(breaks).toBe('avoid');
    await page.context().close();
  });
});
