/** Steps shared by the wizard end-to-end tests, all done by keyboard. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { readOrder } from '../../server/orders/order-view';
import type { TestServer } from './harness';
import {
  button,
  chooseOption,
  expectNoAxeViolations,
  firstOptionValue,
  heading,
  inEnglish,
  press,
  tabTo,
  typeDay,
  typeInto,
  type Say,
} from './wizard-keyboard';
import { expectNoCardFieldsInPage } from './hosted-form';

export interface PersonInput {
  firstName: string;
  lastName: string;
  departed?: { dateOfPassing: string };
  /** An ISO day, typed as day, month and year. */
  birthDate?: string;
  /** The star's catalog (English) name, chosen from the star list. */
  birthStar?: string;
}

/** The people step's fields, person by person (its button in the visitor's language: `say`). */
export async function fillPeople(
  page: Page,
  people: PersonInput[],
  say: Say = inEnglish,
): Promise<void> {
  for (const [index, person] of people.entries()) {
    if (index > 0) await press(page, button(page, say('Add another person')));
    const field = (key: string) => page.locator(`#people-${index}-${key}`);
    await typeInto(page, field('firstName'), person.firstName);
    await typeInto(page, field('lastName'), person.lastName);
    if (person.birthStar) await field('birthStar').selectOption(person.birthStar);
    if (person.birthDate) await typeDay(page, `people-${index}-birthDate`, person.birthDate);
    if (person.departed) {
      // Tab lands on the checked radio ("Living"); the arrow key moves to "Passed away".
      await tabTo(page, field('prayerTypeCode'));
      await page.keyboard.press('ArrowRight');
      await typeDay(page, `people-${index}-dateOfPassing`, person.departed.dateOfPassing);
    }
  }
}

/**
 * A person's puja (or event) from the radio group of cards, by keyboard: Tab
 * into the group, Space on the first card, arrows to the one wanted.
 */
export async function choosePuja(page: Page, index: number, value?: string): Promise<void> {
  const radios = page.locator(`input[type="radio"][name="people-${index}-pujaId"]`);
  const values = await radios.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  const to = value === undefined ? 0 : values.indexOf(value);
  if (to < 0) throw new Error(`No card ${value} for person ${index + 1}`);
  await tabTo(page, radios.first());
  await page.keyboard.press('Space');
  for (let i = 0; i < to; i++) await page.keyboard.press('ArrowDown');
  expect(await radios.nth(to).isChecked()).toBe(true);
}

/** For each person the first puja (or event) offered, and its first open date if asked. */
async function chooseFirstChoices(page: Page, count: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    // A single kind offered (the recommendation) is shown as the choice made: no radios.
    const radios = page.locator(`input[type="radio"][name="people-${index}-pujaId"]`);
    if ((await radios.count()) > 0) await choosePuja(page, index);
    const date = page.locator(`#people-${index}-requestedPujaDate`);
    if ((await date.count()) > 0) await chooseOption(page, date, await firstOptionValue(date));
  }
}

export interface AddressInput {
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  country: string;
  state: string;
  postalCode: string;
  email?: string;
}

/** An address in San Ramon, near the temple, in someone's name. */
export function addressInSanRamon(
  firstName: string,
  lastName: string,
  address1 = '1 Temple Road',
): AddressInput {
  return {
    firstName,
    lastName,
    address1,
    city: 'San Ramon',
    country: 'US',
    state: 'CA',
    postalCode: '94583',
  };
}

async function fillAddress(page: Page, prefix: string, address: AddressInput) {
  const field = (key: string) => page.locator(`#${prefix}-${key}`);
  await typeInto(page, field('firstName'), address.firstName);
  await typeInto(page, field('lastName'), address.lastName);
  await typeInto(page, field('address1'), address.address1);
  await typeInto(page, field('city'), address.city);
  await chooseOption(page, field('country'), address.country);
  await chooseOption(page, field('state'), address.state);
  await typeInto(page, field('postalCode'), address.postalCode);
  if (address.email) await typeInto(page, field('email'), address.email);
}

export async function continueTo(page: Page, next: string | RegExp): Promise<void> {
  await press(page, button(page, /^(Continue|Continue to payment)$/));
  await heading(page, next).waitFor();
  await expectNoAxeViolations(page, String(next));
  await expectNoCardFieldsInPage(page, String(next));
}

/** The steps a walk stops at for a test's own checks. */
export type WalkStop = 'notes' | 'shipping' | 'billing' | 'review';

/** An order wizard's way from its filled people step to its payment step. */
export interface OrderWalk {
  /** The choices step's heading, in the flow's (and the visitor's) words. */
  choices: string;
  /** How many people: each takes the first choice offered. */
  people: number;
  /** The prasad address, in flows that send prasad. */
  shipping?: AddressInput;
  /** The billing address typed in (absent: the test's own stop at billing fills the step). */
  billing?: AddressInput;
  /** A test's own checks on a step once it is reached (and its address typed in). */
  at?: Partial<Record<WalkStop, () => Promise<void>>>;
  /** The later steps' headings in the visitor's language. */
  say?: Say;
  /** Continue to the step headed `next` (`where`: its name in failures); `continueTo` by default. */
  next?: (next: string, where: string) => Promise<void>;
}

/** From the filled people step to the payment step: first choices, no notes, the addresses. */
export async function walkToPayment(page: Page, walk: OrderWalk): Promise<void> {
  const say = walk.say ?? inEnglish;
  const next = walk.next ?? ((heading: string) => continueTo(page, heading));
  const stop = async (step: WalkStop) => walk.at?.[step]?.();
  await next(walk.choices, 'choices');
  await chooseFirstChoices(page, walk.people);
  await next(say('Anything else the temple should know?'), 'notes');
  await stop('notes');
  if (walk.shipping) {
    await next(say('Where should we send the prasad?'), 'shipping');
    await fillAddress(page, 'shipping', walk.shipping);
    await stop('shipping');
  }
  await next(say('Billing details'), 'billing');
  if (walk.billing) await fillAddress(page, 'billing', walk.billing);
  await stop('billing');
  await next(say('Check your answers before paying'), 'review');
  await stop('review');
  await next(say('Pay by card'), 'payment');
}

/** The order as the server stored it (read over a connection of the test's own). */
export async function storedOrder(server: TestServer, orderNumber: string) {
  const { db } = openDatabase(server.config.databaseUrl);
  try {
    return await readOrder(db, orderNumber);
  } finally {
    await db.destroy();
  }
}

export async function expectConfirmation(page: Page): Promise<string> {
  await heading(page, 'Order complete').waitFor({ timeout: 30_000 });
  await expectNoAxeViolations(page, 'confirmation');
  await expectNoCardFieldsInPage(page, 'confirmation');
  const number = (await page.locator('.confirmation-panel__number').textContent())?.trim() ?? '';
  expect(number).toMatch(/^[A-Z0-9]{1,20}$/);
  return number;
}
