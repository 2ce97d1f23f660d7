/**
 * Steps of the astrology booking for the end-to-end tests (astro-booking,
 * astrologer-pages, wizard-languages), driven by keyboard as a keyboard-only
 * visitor would, and reading the sandbox outbox's .eml files. The page's
 * words are English unless the steps are given the visitor's (`say`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createMailTransport } from '../../server/mail/transport';
import { deliverDueEmails } from '../../server/mail/worker';
import { receiptRenderers } from '../../server/receipts';
import { testNowMs } from '../test-support/test-clock';
import type { TestServer } from './harness';
import {
  button,
  inEnglish,
  literally,
  press,
  tabTo,
  typeDay,
  typeInto,
  type Say,
} from './wizard-keyboard';

export const stepHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 2, name });

/**
 * Picks an offered time (going from free day to free day in the month calendar if needed):
 * `wanted` if given, else the first other than `avoid` that starts over 25 hours from now,
 * so the 24-hour reschedule rule cannot bite during the test. Returns its UTC start.
 */
export async function chooseTime(
  page: Page,
  avoid?: string,
  wanted?: string,
  say: Say = inEnglish,
): Promise<string> {
  for (let day = 0; day < 30; day++) {
    await page.getByText(say('Loading...')).waitFor({ state: 'detached' });
    const radios = page.locator('input[name="slot"]');
    const values = await radios.evaluateAll((inputs) =>
      inputs.map((i) => (i as HTMLInputElement).value),
    );
    const later = testNowMs() + 25 * 3_600_000;
    const pick = wanted
      ? values.find((v) => v === wanted)
      : values.find((v) => v !== avoid && Date.parse(v) > later);
    if (pick) {
      // By keyboard: Tab into the group, Space on the first time, arrows to the one wanted.
      await tabTo(page, radios.first());
      await page.keyboard.press('Space');
      for (let i = 0; i < values.indexOf(pick); i++) await page.keyboard.press('ArrowRight');
      expect(await radios.nth(values.indexOf(pick)).isChecked()).toBe(true);
      return pick;
    }
    await press(page, page.getByRole('button', { name: say('Next free day') }));
  }
  throw new Error('No free time offered on the next 30 free days');
}

/** A radio that is first in its group, chosen with Tab and Space. */
export async function pickFirstRadio(page: Page, label: RegExp) {
  await tabTo(page, page.getByLabel(label));
  await page.keyboard.press('Space');
  expect(await page.getByLabel(label).isChecked()).toBe(true);
}

/**
 * The first reading and any astrologer. The reading's name is the temple's own
 * text: `reading` is its name in the page's language (the seed's English one unless given).
 */
export async function chooseReading(
  page: Page,
  say: Say = inEnglish,
  reading = 'Birth chart reading',
) {
  await stepHeading(page, say('Choose a reading and an astrologer')).waitFor();
  await pickFirstRadio(page, new RegExp(`^${literally(reading)}`));
  // The default: the first available astrologer, assigned when the time is held.
  await pickFirstRadio(page, new RegExp(`^${literally(say('First available, any astrologer'))}`));
  await press(page, button(page, say('Continue')));
  await stepHeading(page, say('Choose a time')).waitFor();
}

export async function fillDetails(page: Page, email: string, question = '', say: Say = inEnglish) {
  const field = (label: string) => page.getByLabel(say(label));
  await stepHeading(page, say('Birth details')).waitFor();
  await typeInto(page, field('Full name'), 'Asha Nair');
  await typeDay(page, 'people-0-birthDate', '1990-04-12');
  // Chromium's time input takes the digits segment by segment (en-US order).
  await tabTo(page, field('Time of birth (optional)'));
  await page.keyboard.type('0645AM');
  expect(await field('Time of birth (optional)').inputValue()).toBe('06:45');
  await typeInto(page, field('Place of birth'), 'Kollam, India');
  await typeInto(page, field('Your email address'), email);
  if (question) {
    await typeInto(page, field('Your question for the astrologer (optional)'), question);
  }
  await press(page, button(page, say('Continue to payment')));
}

/** The calendar part of an .eml (base64 or quoted-printable), decoded. */
export function icsFromEml(eml: string): string {
  const part = eml.split(/\r?\n--/).find((p) => /Content-Type: text\/calendar/i.test(p));
  if (!part) throw new Error('No text/calendar part in the email');
  const [headers = '', ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n').trim();
  if (/Content-Transfer-Encoding: base64/i.test(headers)) {
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return content
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function deliverMail(server: TestServer): Promise<Map<string, string>> {
  const { db, now } = server.app.deps;
  await deliverDueEmails(db, createMailTransport(server.config), {
    from: server.config.mailFrom,
    now,
    renderers: receiptRenderers(db, now, { production: false }),
  });
  const dir = server.config.outboxDir;
  return new Map(
    readdirSync(dir).map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]),
  );
}

/** The booking's steps from the reading to the hosted form: their names and English headings. */
const BOOKING_STEPS = {
  reading: 'Choose a reading and an astrologer',
  time: 'Choose a time',
  'birth details': 'Birth details',
  billing: 'Pay for your reading',
  payment: 'Pay by card',
} as const;

export type BookingStep = keyof typeof BOOKING_STEPS;

/**
 * From the reading step to the hosted form's, by keyboard: the first reading,
 * any astrologer, the first time over 25 hours ahead, Asha's birth details,
 * the billing address. `atStep` checks each step (axe, the language…) once
 * its heading, given in the page's words, shows. Returns the time chosen (UTC).
 */
export async function bookToPayment(
  page: Page,
  {
    email,
    postalCode = '94583',
    say = inEnglish,
    reading,
    atStep,
  }: {
    email: string;
    postalCode?: string;
    say?: Say;
    /** The first reading's name in the page's language (chooseReading). */
    reading?: string;
    atStep: (step: BookingStep, heading: Locator) => Promise<void>;
  },
): Promise<string> {
  const reached = async (step: BookingStep) => {
    const heading = stepHeading(page, say(BOOKING_STEPS[step]));
    await heading.waitFor();
    await atStep(step, heading);
  };
  await reached('reading');
  await chooseReading(page, say, reading);
  const start = await chooseTime(page, undefined, undefined, say);
  await reached('time');
  await press(page, button(page, say('Continue')));
  await reached('birth details');
  await fillDetails(page, email, '', say);
  await reached('billing');
  await fillPayment(page, postalCode, say);
  await reached('payment');
  return start;
}

/**
 * The billing address (the card itself is typed into the hosted form later),
 * then on to the hosted-form step.
 */
export async function fillPayment(
  page: Page,
  postalCode = '94583',
  say: Say = inEnglish,
): Promise<void> {
  for (const [label, value] of [
    ['First name', 'Asha'],
    ['Last name', 'Nair'],
    ['Street address', '1 Temple Road'],
    ['Town or city', 'San Ramon'],
    ['State, province or region', 'CA'],
    ['Postal code', postalCode],
  ] as const) {
    await typeInto(page, page.getByLabel(say(label), { exact: true }), value);
  }
  await press(page, button(page, say('Continue to payment')));
  await stepHeading(page, say('Pay by card')).waitFor();
}
