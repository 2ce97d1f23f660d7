/**
 * The order wizards in the visitor's language, in Chromium against the real
 * server (sandbox payments, fresh database, .eml outbox): a visitor switches
 * to Malayalam on the home page with the header's switcher and orders a puja
 * for two people (one departed), paying through the hosted form; another asks
 * for a recommendation in Hindi. Every step is in the language (`<html
 * lang>`, its heading and button from the language's catalog), axe finds
 * nothing at 1280 and 390 px, the confirmation email is in the language, and
 * so is the order's own page it links to.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../src/app/i18n/catalog-files';
import { newPage, serverAndBrowser } from './harness';
import { deliverMail } from './astro-flows';
import { payThroughHostedForm } from './hosted-form';
import { chooseFirstChoices, fillAddress, type AddressInput } from './wizard-flows';
import { button, expectNoAxeViolations, heading, press, tabTo, typeInto } from './wizard-keyboard';

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
    ['ml', 'hi'].map(async (language) => [
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
const SCRIPT: Record<string, RegExp> = { ml: /[\u0D00-\u0D7F]/, hi: /[\u0900-\u097F]/ };

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

async function expectStep(page: Page, language: string, name: string, where: string) {
  await heading(page, name).waitFor();
  expect(await page.locator('html').getAttribute('lang'), where).toBe(language);
  expect(await heading(page, name).textContent()).toMatch(SCRIPT[language]!);
  await expectNoAxeViolations(page, `${where} (${language})`);
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

/** The mails delivered to `email`: their subjects and the order page's address in them. */
async function mailsTo(email: string): Promise<{ subject: string; orderPage: string }[]> {
  const mails = await deliverMail(live.server);
  return [...mails.values()]
    .map((eml) => ({ eml, text: eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=') }))
    .filter(({ text }) => text.includes(email))
    .map(({ eml, text }) => ({
      subject: subjectOf(eml),
      orderPage: /\/(?:[a-z]{2}\/)?my-order\/[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? '',
    }));
}

async function orderToConfirmation(
  page: Page,
  language: string,
  choiceHeading: string,
  email: string,
  shipping: boolean,
): Promise<string> {
  const say = words(language).flow;
  await expectStep(page, language, say('Who is the order for?'), 'people');
  // Asha, and Gopal who has passed away (as wizard-flows' fillPeople, the button in the language).
  const field = (index: number, key: string) => page.locator(`#people-${index}-${key}`);
  await typeInto(page, field(0, 'firstName'), 'Asha');
  await typeInto(page, field(0, 'lastName'), 'Menon');
  await typeInto(page, field(0, 'birthDate'), '7/4/85');
  await press(page, button(page, say('Add another person')));
  await typeInto(page, field(1, 'firstName'), 'Gopal');
  await typeInto(page, field(1, 'lastName'), 'Menon');
  await tabTo(page, field(1, 'prayerTypeCode'));
  await page.keyboard.press('ArrowRight');
  await typeInto(page, field(1, 'dateOfPassing'), '2/1/21');
  await continueTo(page, language, choiceHeading, 'choices');
  await chooseFirstChoices(page, 2);
  await continueTo(page, language, say('Anything else the temple should know?'), 'notes');
  if (shipping) {
    await continueTo(page, language, say('Where should we send the prasad?'), 'shipping');
    await fillAddress(page, 'shipping', ADDRESS);
  }
  await continueTo(page, language, say('Billing details'), 'billing');
  await fillAddress(page, 'billing', { ...ADDRESS, email });
  await continueTo(page, language, say('Check your answers before paying'), 'review');
  await continueTo(page, language, say('Pay by card'), 'payment');
  // The hosted form's button in the language: "Pay {amount}" as its catalog words it.
  const payName = say('Pay {amount}')
    .split('{amount}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  await payThroughHostedForm(page, { pay: new RegExp(`^${payName}$`) });
  await expectStep(page, language, say('Order complete'), 'confirmation');
  return (await page.locator('.confirmation-panel__number').textContent())?.trim() ?? '';
}

describe('the order wizards in the visitor’s language', () => {
  it('orders a puja for two people in Malayalam, switched to on the home page', async () => {
    const page = await newPage(live.browser);
    await page.goto(`${live.server.baseUrl}/`);
    await press(page, page.locator('nav.language-switcher a[hreflang="ml"]'));
    await page.waitForURL(/\/ml\/?$/);
    await page.locator('html[lang="ml"]').waitFor({ state: 'attached' });
    await expectNoAxeViolations(page, 'the home page (ml)');
    await page.goto(`${live.server.baseUrl}/ml/order-a-puja-online`);
    const say = words('ml');
    const orderNumber = await orderToConfirmation(
      page,
      'ml',
      say.flow('Choose the pujas and dates'),
      'asha.ml@example.com',
      true,
    );
    expect(orderNumber).toMatch(/^[A-Z0-9]{1,20}$/);
    const [mail] = await mailsTo('asha.ml@example.com');
    expect(mail?.subject).toBe(
      say.email('email.order.subject').replace('{orderNumber}', orderNumber),
    );
    // The order's own page, in Malayalam.
    const token = mail!.orderPage.split('/').at(-1)!;
    await page.goto(`${live.server.baseUrl}/ml/my-order/${token}`);
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
    const orderNumber = await orderToConfirmation(
      page,
      'hi',
      say.flow('Choose the recommendation for each person'),
      'asha.hi@example.com',
      false,
    );
    expect(orderNumber).toMatch(/^[A-Z0-9]{1,20}$/);
    expect((await mailsTo('asha.hi@example.com')).map((mail) => mail.subject)).toEqual([
      say.email('email.order.subject').replace('{orderNumber}', orderNumber),
    ]);
  });
});
