/**
 * The order wizards and the astrology booking in the visitor's language, in
 * Chromium against the real server (sandbox payments, fresh database, .eml
 * outbox): a visitor switches to Malayalam on the home page with the header's
 * switcher and orders a puja for two people (one departed), paying through the
 * hosted form; another asks for a recommendation in Hindi; a third switches to
 * Tamil on the Jyotish page and books a reading. Every page is in the language
 * (`<html lang>`, its heading and buttons from the language's catalog), axe
 * finds nothing at 1280 and 390 px, and the confirmation email (its subject,
 * and for the reading its calendar file) is in the language, as is the order's
 * own page it links to. What the devotee reads is checked, not only that it is
 * there: the star list and the review's star in the page's script, the birth
 * date typed as day, month and year stored as that day, and the mails' links
 * keeping the language.
 */
import { SEED_READING_TYPE_WORDS } from '../../server/catalog/seed-events-text';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../src/app/i18n/catalog-files';
import { newPage, serverAndBrowser } from './harness';
import { parseIcsEvent } from '../../domain/test-support/ics';
import { bookToPayment, deliverMail, icsFromEml, stepHeading } from './astro-flows';
import { payThroughHostedForm } from './hosted-form';
import { fillPeople, storedOrder, walkToPayment, type AddressInput } from './wizard-flows';
import { nakshatraName } from '../../domain/nakshatra-names';
import {
  button,
  expectNoAxeViolations,
  heading,
  literally,
  press,
  type Say,
} from './wizard-keyboard';

const live = serverAndBrowser();

/**
 * A catalog's translations, as the translators wrote them, by English source
 * (the site's catalogs) or by message id (the emails', whose ids are explicit).
 */
async function catalog(file: string, by: 'source' | 'id'): Promise<Map<string, string>> {
  const entries = await readCatalog(process.cwd(), file);
  if (!entries) throw new Error(`No catalog ${file}`);
  return new Map(
    [...entries].map(([id, entry]) => [by === 'id' ? id : entry.source, entry.translation]),
  );
}

/** The words of each language this file walks in, read once. */
const CATALOGS = Object.fromEntries(
  await Promise.all(
    ['ml', 'hi', 'ta'].map(async (language) => [
      language,
      {
        flows: await catalog(`src/locales/${language}/flows.po`, 'source'),
        site: await catalog(`src/locales/${language}/site.po`, 'source'),
        emails: await catalog(`server/locales/${language}/emails.po`, 'id'),
      },
    ]),
  ),
) as Record<string, Record<'flows' | 'site' | 'emails', Map<string, string>>>;

function words(language: string) {
  const { flows, site, emails } = CATALOGS[language]!;
  const say = (from: Map<string, string>, id: string) => {
    const text = from.get(id);
    if (!text) throw new Error(`No ${language} translation of "${id}"`);
    return text;
  };
  return {
    flow: (id: string) => say(flows, id),
    site: (id: string) => say(site, id),
    email: (id: string) => say(emails, id),
  };
}

/** Letters of the language's own script. */
const SCRIPT: Record<string, RegExp> = {
  ml: /[\u0D00-\u0D7F]/,
  hi: /[\u0900-\u097F]/,
  ta: /[\u0B80-\u0BFF]/,
};

/** The Subject header, its MIME encoded words undone. */
function subjectOf(eml: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(eml)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_whole, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\r?\n[ \t]/g, '');
}

/** The page is in `language`: `<html lang>`, the heading's script, and axe at both widths. */
async function expectInLanguage(page: Page, language: string, title: Locator, where: string) {
  await title.waitFor();
  expect(await page.locator('html').getAttribute('lang'), where).toBe(language);
  expect(await title.textContent()).toMatch(SCRIPT[language]!);
  await expectNoAxeViolations(page, `${where} (${language})`);
}

/** An order wizard's step (its h1) in `language`. */
async function expectStep(page: Page, language: string, name: string, where: string) {
  await expectInLanguage(page, language, heading(page, name), where);
}

/** Switches to `language` with the header's switcher, staying on the page (its h1: `title`). */
async function switchLanguage(page: Page, language: string, title: string, where: string) {
  const path = new URL(page.url()).pathname;
  await press(page, page.locator(`nav.language-switcher a[hreflang="${language}"]`));
  await page.waitForURL((url) => url.pathname === `/${language}${path === '/' ? '' : path}`);
  await expectStep(page, language, title, where);
}

/** The hosted form's button in the language: "Pay {amount}" as its catalog words it. */
function payButton(say: Say): RegExp {
  return new RegExp(`^${say('Pay {amount}').split('{amount}').map(literally).join('.+')}$`);
}

/** Continue (or Continue to payment) in the language, then the next step's heading. */
async function continueTo(page: Page, language: string, name: string, where: string) {
  const say = words(language).flow;
  await press(
    page,
    button(page, new RegExp(`^(${say('Continue')}|${say('Continue to payment')})$`)),
  );
  await expectStep(page, language, name, where);
}

const ADDRESS: AddressInput = {
  firstName: 'Asha',
  lastName: 'Menon',
  address1: '1 Temple Road',
  city: 'San Ramon',
  country: 'US',
  state: 'CA',
  postalCode: '94583',
};

/** The mails sent to `email` (To:, not a copy naming them): subjects, order page's address, .eml. */
async function mailsTo(
  email: string,
): Promise<{ subject: string; orderPage: string; eml: string }[]> {
  const mails = await deliverMail(live.server);
  return [...mails.values()]
    .map((eml) => ({ eml, text: eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=') }))
    .filter(({ eml }) => new RegExp(`^To: ${literally(email)}\\r?$`, 'm').test(eml))
    .map(({ eml, text }) => ({
      eml,
      subject: subjectOf(eml),
      orderPage: /\/(?:[a-z]{2}\/)?my-order\/[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? '',
    }));
}

/**
 * Walks an order wizard from its first step to the confirmation in
 * `language`; returns the order number and the mails sent to `email`.
 */
async function orderToConfirmation(
  page: Page,
  language: string,
  choiceHeading: string,
  email: string,
  shipping: boolean,
): Promise<{ orderNumber: string; mails: Awaited<ReturnType<typeof mailsTo>> }> {
  const say = words(language).flow;
  await expectStep(page, language, say('Who is the order for?'), 'people');
  // Every star of the list is named in the page's script.
  const stars = await page
    .locator('#people-0-birthStar option:not([value=""])')
    .evaluateAll((options) => options.map((option) => option.textContent ?? ''));
  expect(stars).toHaveLength(27);
  for (const star of stars) expect(star).toMatch(SCRIPT[language]!);
  // Asha (born on 4 July, typed as day, month and year), and Gopal who has passed away.
  await fillPeople(
    page,
    [
      { firstName: 'Asha', lastName: 'Menon', birthDate: '1985-07-04', birthStar: 'Rohini' },
      { firstName: 'Gopal', lastName: 'Menon', departed: { dateOfPassing: '2021-02-01' } },
    ],
    say,
  );
  await walkToPayment(page, {
    at: {
      // The review names the star in the page's language, not the catalog's English.
      review: async () => {
        const people = page.locator('section[aria-labelledby="review-people"]');
        expect(await people.textContent()).toContain(nakshatraName('Rohini', language));
        expect(await people.textContent()).not.toContain('Rohini');
      },
    },
    choices: choiceHeading,
    people: 2,
    shipping: shipping ? ADDRESS : undefined,
    billing: { ...ADDRESS, email },
    say,
    next: (name, where) => continueTo(page, language, name, where),
  });
  await payThroughHostedForm(page, { pay: payButton(say) });
  await expectStep(page, language, say('Order complete'), 'confirmation');
  const orderNumber =
    (await page.locator('.confirmation-panel__number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^[A-Z0-9]{1,20}$/);
  // Stored as the day typed: 4 July (the API's month-first form), never 7 April.
  const stored = await storedOrder(live.server, orderNumber);
  expect(stored?.lineItems[0]).toMatchObject({ birthDate: '07/04/1985', birthStar: 'Rohini' });
  return { orderNumber, mails: await mailsTo(email) };
}

describe('the order wizards and the astrology booking in the visitor’s language', () => {
  it('orders a puja for two people in Malayalam, switched to on the home page', async () => {
    const page = await newPage(live.browser);
    const say = words('ml');
    await page.goto(`${live.server.baseUrl}/`);
    await switchLanguage(page, 'ml', say.site('Pujas and Vedic astrology guidance'), 'home page');
    await page.goto(`${live.server.baseUrl}/ml/order-a-puja-online`);
    const { orderNumber, mails } = await orderToConfirmation(
      page,
      'ml',
      say.flow('Choose the pujas and dates'),
      'asha.ml@example.com',
      true,
    );
    const [mail] = mails;
    expect(mail?.subject).toBe(
      say.email('email.order.subject').replace('{orderNumber}', orderNumber),
    );
    // The mail's link opens the order's own page in Malayalam.
    expect(mail!.orderPage).toMatch(/^\/ml\/my-order\//);
    await page.goto(`${live.server.baseUrl}${mail!.orderPage}`);
    await expectStep(
      page,
      'ml',
      say.site('Your order {orderNumber}').replace('{orderNumber}', orderNumber),
      'my order',
    );
  });

  it('asks for a recommendation for two people in Hindi', async () => {
    const page = await newPage(live.browser);
    await page.goto(`${live.server.baseUrl}/hi/puja-recommendation-online`);
    const say = words('hi');
    const { orderNumber, mails } = await orderToConfirmation(
      page,
      'hi',
      say.flow('Choose the recommendation for each person'),
      'asha.hi@example.com',
      false,
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      say.email('email.order.subject').replace('{orderNumber}', orderNumber),
    ]);
    // Its link to the order's page keeps the language.
    expect(mails[0]!.orderPage).toMatch(/^\/hi\/my-order\//);
  });

  it('books an astrology reading in Tamil, switched to on the Jyotish page', async () => {
    const page = await newPage(live.browser);
    const { flow, site, email } = words('ta');
    const step = (name: string, where: string) =>
      expectInLanguage(page, 'ta', stepHeading(page, flow(name)), where);
    await page.goto(`${live.server.baseUrl}/jyotish`);
    await switchLanguage(page, 'ta', site('Online Astrology Reading (Jyotish)'), 'Jyotish page');
    await press(page, page.getByRole('link', { name: site('Book a reading') }).first());
    await step('Before you book: the disclaimer', 'disclaimer');
    expect(new URL(page.url()).pathname).toBe('/ta/astro-start');
    await press(page, button(page, flow('I accept, continue')));
    await bookToPayment(page, {
      email: 'asha.ta@example.com',
      say: flow,
      // The temple's Tamil name of its first reading, from the seed catalog.
      reading: SEED_READING_TYPE_WORDS[1]!.ta!.name,
      atStep: (where, title) => expectInLanguage(page, 'ta', title, where),
    });
    await payThroughHostedForm(page, { pay: payButton(flow) });
    await stepHeading(page, flow('Your reading is booked')).waitFor({ timeout: 30_000 });
    await step('Your reading is booked', 'confirmation');
    const code = (await page.getByTestId('booking-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);

    // The confirmation email, and its calendar file, in Tamil.
    const [mail, ...others] = await mailsTo('asha.ta@example.com');
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(
      email('email.booking.subjectWithCode')
        .replace('{subject}', email('email.booking.subject.confirmed'))
        .replace('{code}', code),
    );
    const event = parseIcsEvent(icsFromEml(mail!.eml));
    expect(event.SUMMARY).toMatch(SCRIPT.ta!);
    expect(event.DESCRIPTION?.split('\\n')).toContain(
      email('calendar.code').replace('{code}', code),
    );
  });
});
