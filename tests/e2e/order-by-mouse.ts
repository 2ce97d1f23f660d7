/**
 * The order wizard driven with the mouse and `fill`, for the tests that need
 * a paid order or a wizard step as their starting point (the staff
 * console's). The keyboard-only walks, with axe on every step, are
 * wizard-puja-order's, wizard-edges' and wizard-other-flows'; these helpers
 * check nothing on the way.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { VISA } from './hosted-form';
import type { AddressInput, PersonInput } from './wizard-flows';
import { button, firstOptionValue, heading } from './wizard-keyboard';

/** A person's name, and optionally the ISO day of their birth. */
type Name = Pick<PersonInput, 'firstName' | 'lastName'> & { birthDate?: string };

/** Continue, and wait for the next step's heading. */
export async function nextStep(page: Page, title: string): Promise<void> {
  await button(page, /^(Continue|Continue to payment)$/).click();
  await heading(page, title).waitFor();
}

export async function namePeople(page: Page, people: Name[]): Promise<void> {
  await heading(page, 'Who is the order for?').waitFor();
  for (const [index, person] of people.entries()) {
    if (index > 0) await button(page, 'Add another person').click();
    await page.locator(`#people-${index}-firstName`).fill(person.firstName);
    await page.locator(`#people-${index}-lastName`).fill(person.lastName);
    if (person.birthDate) {
      const [year, month, day] = person.birthDate.split('-');
      await page.locator(`#people-${index}-birthDate`).fill(String(Number(day)));
      await page.locator(`#people-${index}-birthDate-month`).selectOption(String(Number(month)));
      await page.locator(`#people-${index}-birthDate-year`).fill(year!);
    }
  }
}

/** A person's puja card (the first, or the one with `value`), chosen with a click on its name. */
export async function clickPuja(page: Page, index: number, value?: string): Promise<void> {
  const radios = page.locator(`input[type="radio"][name="people-${index}-pujaId"]`);
  const radio =
    value === undefined ? radios.first() : radios.and(page.locator(`[value="${value}"]`));
  // The radio itself is hidden inside its card.
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

async function address(page: Page, prefix: string, values: AddressInput): Promise<void> {
  const field = (key: string) => page.locator(`#${prefix}-${key}`);
  await field('firstName').fill(values.firstName);
  await field('lastName').fill(values.lastName);
  await field('address1').fill(values.address1);
  await field('city').fill(values.city);
  await field('country').selectOption(values.country);
  await field('state').selectOption(values.state);
  await field('postalCode').fill(values.postalCode);
  if (values.email) await field('email').fill(values.email);
}

/** People, the first puja and date for each, prasad and billing address, paid by Visa. */
export async function placeOrderByMouse(
  page: Page,
  baseUrl: string,
  people: Name[],
  shipping: AddressInput,
  email: string,
): Promise<string> {
  await page.goto(`${baseUrl}/order-a-puja-online`);
  await namePeople(page, people);
  await nextStep(page, 'Choose the pujas and dates');
  for (const index of people.keys()) {
    await clickPuja(page, index);
    const date = page.locator(`#people-${index}-requestedPujaDate`);
    await date.selectOption(await firstOptionValue(date));
  }
  await nextStep(page, 'Anything else the temple should know?');
  await nextStep(page, 'Where should we send the prasad?');
  await address(page, 'shipping', shipping);
  await nextStep(page, 'Billing details');
  await address(page, 'billing', { ...shipping, email });
  await nextStep(page, 'Check your answers before paying');
  await nextStep(page, 'Pay by card');
  await page.locator('button.AcceptUI').click();
  const form = page.frameLocator('#AcceptUIContainer iframe');
  await form.locator('#cardNumber').fill(VISA.number);
  await form.locator('#month').fill(VISA.month);
  await form.locator('#year').fill(VISA.year);
  await form.locator('#cardCode').fill(VISA.code);
  await form.getByRole('button', { name: /^Pay / }).click();
  await heading(page, 'Order complete').waitFor({ timeout: 30_000 });
  return (await page.locator('.confirmation-panel__number').textContent())?.trim() ?? '';
}
