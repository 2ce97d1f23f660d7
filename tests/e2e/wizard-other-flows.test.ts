/**
 * The recommendation request, the regional puja order (region picked on the
 * page) and the regional astrology order (region from ?region=), each by
 * keyboard alone, with axe on every step (desktop, then 390×844), paid
 * through the hosted form (the sandbox's AcceptUI stand-in) and stored; no
 * step ever holds a card field in the page itself.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, serverAndBrowser } from './harness';
import { payThroughHostedForm } from './hosted-form';
import { expectConfirmation, fillPeople, storedOrder, walkToPayment } from './wizard-flows';
import { expectNoAxeViolations, heading, press } from './wizard-keyboard';

const live = serverAndBrowser();

const ADDRESS = {
  firstName: 'Meera',
  lastName: 'Nair',
  address1: '22 Lotus Lane',
  city: 'Toronto',
  country: 'CA',
  state: 'ON',
  postalCode: 'M5V 2T6',
};

/** From the people step to the confirmation, paid by card; the order as stored. */
async function peopleToStoredOrder(page: Page, choiceHeading: string, shipping: boolean) {
  await heading(page, 'Who is the order for?').waitFor();
  await expectNoAxeViolations(page, 'people');
  await fillPeople(page, [
    { firstName: 'Meera', lastName: 'Nair', birthDate: '1985-03-27' },
    { firstName: 'Kiran', lastName: 'Nair' },
  ]);
  await walkToPayment(page, {
    choices: choiceHeading,
    people: 2,
    shipping: shipping ? ADDRESS : undefined,
    billing: { ...ADDRESS, email: 'meera@example.com' },
  });
  await payThroughHostedForm(page);
  return storedOrder(live.server, await expectConfirmation(page));
}

describe('the other order wizards', () => {
  it('completes a puja recommendation request', async () => {
    const page = await newPage(live.browser);
    await page.goto(`${live.server.baseUrl}/puja-recommendation-online`);
    const order = await peopleToStoredOrder(
      page,
      'Choose the recommendation for each person',
      false,
    );
    expect(order).toMatchObject({ status: 'PAID', kind: 'recommendation' });
    expect(order?.lineItems).toHaveLength(5);
    expect(order?.lineItems.filter((item) => item.pujaId !== -1)).toHaveLength(2);
  }, 240_000);

  it('completes a regional puja order with the region picked on the page', async () => {
    const page = await newPage(live.browser);
    await page.goto(`${live.server.baseUrl}/order-regional-puja`);
    await heading(page, 'Choose a region').waitFor();
    await expectNoAxeViolations(page, 'region picker');
    await press(page, page.getByRole('button', { name: 'Toronto' }));
    const order = await peopleToStoredOrder(page, 'Choose the event for each person', true);
    expect(order).toMatchObject({ status: 'PAID', kind: 'regionalPuja' });
    const filledRegional = order?.lineItems.filter((item) => item.pujaId !== -1) ?? [];
    expect(filledRegional.length).toBeGreaterThan(0);
    expect(filledRegional.every((item) => item.regionId === 3)).toBe(true);
    expect(Object.keys(order?.addresses ?? {}).sort()).toEqual(['BILLING', 'SHIPPING']);
  }, 240_000);

  it('completes a regional astrology order with the region from ?region=', async () => {
    const page = await newPage(live.browser);
    await page.goto(`${live.server.baseUrl}/order-regional-astro?region=1`);
    const order = await peopleToStoredOrder(page, 'Choose the session for each person', false);
    expect(order).toMatchObject({ status: 'PAID', kind: 'regionalAstro' });
    const filledAstro = order?.lineItems.filter((item) => item.pujaId !== -1) ?? [];
    expect(filledAstro.length).toBeGreaterThan(0);
    expect(filledAstro.every((item) => item.regionId === 1)).toBe(true);
  }, 240_000);
});
