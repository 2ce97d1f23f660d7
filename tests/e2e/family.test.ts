/**
 * The family page end to end in Chromium: a devotee orders a puja for two
 * people (one with a birth date), signs in with the same address, finds both offered from the
 * order, keeps them (one finished from the keyboard), changes one and
 * removes the other; axe on the list, the form and its error summary, at
 * desktop and phone width. The Malayalam page speaks Malayalam, and a
 * signed-out visitor is sent to sign in.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNT_FAMILY_PAGE, ACCOUNT_SIGN_IN_PAGE } from '../../domain/account/paths';
import { signInByApi } from './account-session';
import { newPage, serverAndBrowser } from './harness';
import { placeOrderByMouse } from './order-by-mouse';
import { addressInSanRamon } from './wizard-flows';
import { button, expectNoAxeViolations, expectNoSidewaysScroll, heading } from './wizard-keyboard';

const live = serverAndBrowser();
const DEVOTEE = 'anjali.family@example.com';
const DAUGHTER = 'Meera Nair';
const UNCLE = 'Gopal Nair';

let page: Page;
afterAll(async () => {
  await page?.context().close();
});

const saved = () =>
  page.getByRole('status').filter({ hasText: 'The person is saved in your family.' });

describe('the family page', () => {
  it('a devotee orders for two people and signs in', { timeout: 240_000 }, async () => {
    page = await newPage(live.browser);
    const number = await placeOrderByMouse(
      page,
      live.server.baseUrl,
      [
        { firstName: 'Meera', lastName: 'Nair', birthDate: '2015-08-21' },
        { firstName: 'Gopal', lastName: 'Nair' },
      ],
      addressInSanRamon('Anjali', 'Nair'),
      DEVOTEE,
    );
    expect(number).toMatch(/^[A-Z0-9]{1,20}$/);
    await signInByApi(page, live.server, DEVOTEE);
  });

  it('offers the order’s people and keeps the daughter once the form is right', async () => {
    await page.goto(`${live.server.baseUrl}${ACCOUNT_FAMILY_PAGE}`);
    await heading(page, 'Your family').waitFor();
    const offered = page.getByRole('region', { name: 'People from your past orders' });
    await offered.locator('strong', { hasText: DAUGHTER }).waitFor();
    await expect.poll(() => offered.locator('strong', { hasText: UNCLE }).count()).toBe(1);
    await page.getByText('No one is kept yet.').waitFor();
    await expectNoAxeViolations(page, 'the family page with suggestions');
    await expectNoSidewaysScroll(page, 'the family page with suggestions');

    await button(page, `Keep ${DAUGHTER}`).click();
    await heading(page, 'Add a person to your family').waitFor();
    await expect.poll(() => page.locator('#name').inputValue()).toBe(DAUGHTER);
    // The order's birth date is filled in; without its time, the star is asked for.
    await expect.poll(() => page.locator('#birth-date').inputValue()).toBe('21');
    await expect.poll(() => page.locator('#birth-date-month').inputValue()).toBe('8');
    await expect.poll(() => page.locator('#birth-date-year').inputValue()).toBe('2015');

    // Saved without consent or a birth: the summary names both, linked to their fields.
    await button(page, 'Save').click();
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    await expect.poll(() => summary.textContent()).toContain('Tick the box to agree');
    await expect.poll(() => summary.textContent()).toContain('choose the birth star');
    await expectNoAxeViolations(page, 'the family form with its error summary');
    await expectNoSidewaysScroll(page, 'the family form');
    await summary.getByRole('link', { name: /Tick the box/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('consent');

    await page.locator('#relation').selectOption('daughter');
    await page.locator('#tradition').selectOption('kerala');
    await page.locator('#birth-star').selectOption('3');
    // The consent ticked from the keyboard, then saved with Enter on the button.
    await page.locator('#consent').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('#consent').isChecked()).toBe(true);
    await button(page, 'Save').focus();
    await page.keyboard.press('Enter');
    await saved().waitFor();
    const card = page.locator('.family-person').filter({ hasText: DAUGHTER });
    await card.getByText('Daughter').waitFor();
    await card.getByText('Kerala (Malayalam solar months)').waitFor();
    await card.getByText(/Rohini/).waitFor();
    await expect.poll(() => offered.locator('strong', { hasText: DAUGHTER }).count()).toBe(0);
  });

  it('keeps the uncle, changes the daughter and removes the uncle after asking', async () => {
    await button(page, `Keep ${UNCLE}`).click();
    await heading(page, 'Add a person to your family').waitFor();
    // Remembered by the star of his passing and its Tamil month alone, the day not known.
    await page.locator('#tradition').selectOption('tamil');
    await page.locator('#departed').check();
    await page.getByRole('heading', { name: 'In remembrance: the passing' }).waitFor();
    await page.locator('#passing-star').selectOption('9');
    await page.locator('#passing-monthSign').selectOption('4');
    await page.locator('#consent').check();
    await expectNoAxeViolations(page, 'the form for a departed person');
    await button(page, 'Save').click();
    await saved().waitFor();
    const uncle = page.locator('.family-person').filter({ hasText: UNCLE });
    await uncle.getByText('Magha, Aavani').waitFor();

    await button(page, `Change ${DAUGHTER}`).click();
    await heading(page, 'Change a person’s details').waitFor();
    await page.locator('#name').fill('Meera Anjali Nair');
    await page.locator('#consent').check();
    await button(page, 'Save').click();
    await saved().waitFor();
    await page.locator('.family-person').filter({ hasText: 'Meera Anjali Nair' }).waitFor();

    await button(page, `Remove ${UNCLE}`).click();
    await button(page, `Yes, remove ${UNCLE}`).waitFor();
    await expectNoAxeViolations(page, 'the removal’s question');
    await button(page, `Yes, remove ${UNCLE}`).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'The person is removed from your family' })
      .waitFor();
    await expect.poll(() => page.locator('.family-person').count()).toBe(1);

    // Kept on the server: a fresh load lists the changed daughter alone.
    await page.reload();
    await page.locator('.family-person').filter({ hasText: 'Meera Anjali Nair' }).waitFor();
    await expect.poll(() => page.locator('.family-person').count()).toBe(1);
    await expectNoAxeViolations(page, 'the family page');
  });

  it('speaks Malayalam on the Malayalam page, star names included', async () => {
    await page.goto(`${live.server.baseUrl}/ml${ACCOUNT_FAMILY_PAGE}`);
    await heading(page, 'നിങ്ങളുടെ കുടുംബം').waitFor();
    const card = page.locator('.family-person').filter({ hasText: 'Meera Anjali Nair' });
    await card.getByText('മകൾ').waitFor();
    await card.getByText(/രോഹിണി/).waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ml');
    await expectNoAxeViolations(page, 'the Malayalam family page');
  });

  it('asks a signed-out visitor to sign in', async () => {
    const visitor = await newPage(live.browser);
    try {
      await visitor.goto(`${live.server.baseUrl}${ACCOUNT_FAMILY_PAGE}`);
      const link = visitor.getByRole('link', { name: 'Sign in to your account' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(ACCOUNT_SIGN_IN_PAGE);
      await expectNoAxeViolations(visitor, 'the signed-out family page');
    } finally {
      await visitor.context().close();
    }
  });
});
