/**
 * The birth-star finder in Chromium against the real server, by keyboard
 * alone: in the puja order's people step and in the astrology booking's birth
 * details, a visitor finds the star from the date, time and place of birth.
 * Expected stars: Swiss Ephemeris agrees (server/jyotish/routes.test.ts).
 */

import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, serverAndBrowser } from './harness';
import {
  button,
  expectNoAxeViolations,
  heading,
  press,
  tabTo,
  typeDay,
  typeInto,
} from './wizard-keyboard';

const live = serverAndBrowser();

const FIND = 'Don’t know it? Find it from the birth details';

describe('finding a birth star from the birth details', () => {
  it('fills the star in the puja order’s people step', async () => {
    const page = await newPage(live.browser);
    await page.goto(`${live.server.baseUrl}/order-a-puja-online`);
    await heading(page, 'Who is the order for?').waitFor();
    const field = (key: string) => page.locator(`#people-0-${key}`);
    await typeInto(page, field('firstName'), 'Asha');
    await typeInto(page, field('lastName'), 'Menon');
    await typeDay(page, 'people-0-birthDate', '1985-03-27');
    await typeInto(page, field('birthPlace'), 'Kollam, India');
    await typeInto(page, field('birthTimeHour'), '4');
    await typeInto(page, field('birthTimeMinute'), '00');
    // Tab lands on the checked half of the day (or the first); the arrow key moves to PM.
    await tabTo(page, page.locator('input[name="people-0-whichHalfOfTheDay"]').first());
    await page.keyboard.press('ArrowRight');
    expect(await page.getByLabel('PM').isChecked()).toBe(true);

    await press(page, button(page, FIND));
    const finder = page.getByRole('group', { name: 'Find the birth star from the birth details' });
    await finder.waitFor();
    // The details already typed are carried over; the one place found is chosen.
    const finderDate = '#people-0-birthStar-finder-date';
    expect(await page.locator(finderDate).inputValue()).toBe('27');
    expect(await page.locator(`${finderDate}-month`).inputValue()).toBe('3');
    expect(await page.locator(`${finderDate}-year`).inputValue()).toBe('1985');
    expect(await page.locator('#people-0-birthStar-finder-time').inputValue()).toBe('16:00');
    await finder.getByText('Place: Kollam, India').waitFor();
    await expectNoAxeViolations(page, 'the finder in the people step');

    await press(page, button(page, 'Find the birth star'));
    await finder.getByText(/The birth star is Rohini, pada 3/).waitFor();
    await expectNoAxeViolations(page, 'the finder’s answer');
    await press(page, button(page, 'Use Rohini'));
    await finder.waitFor({ state: 'detached' });
    expect(await field('birthStar').inputValue()).toBe('Rohini');
    expect(await field('birthStar').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it('offers both stars near a boundary in the astrology booking', async () => {
    const page = await newPage(live.browser, DESKTOP);
    await page.goto(`${live.server.baseUrl}/astro-start`);
    await press(page, button(page, 'I accept, continue'));
    const step = (name: string) => page.getByRole('heading', { level: 2, name }).waitFor();
    await step('Choose a reading and an astrologer');
    for (const label of [/^Birth chart reading/, /^First available, any astrologer/]) {
      await tabTo(page, page.getByLabel(label));
      await page.keyboard.press('Space');
    }
    await press(page, button(page, 'Continue'));
    await step('Choose a time');
    await page.getByText('Loading...').waitFor({ state: 'detached' });
    await tabTo(page, page.locator('input[name="slot"]').first());
    await page.keyboard.press('Space');
    await press(page, button(page, 'Continue'));
    await step('Birth details');

    await typeInto(page, page.getByLabel('Full name'), 'Asha Nair');
    await typeDay(page, 'people-0-birthDate', '1990-04-26');
    await tabTo(page, page.locator('#people-0-birthTime'));
    await page.keyboard.type('1040AM');
    await typeInto(page, page.locator('#people-0-birthPlace'), 'Kollam');

    await press(page, button(page, FIND));
    const finder = page.getByRole('group', { name: 'Find the birth star from the birth details' });
    await finder.getByText('Place: Kollam, India').waitFor();
    await press(page, button(page, 'Find the birth star'));
    // The Moon entered Krittika at 10:33 IST that morning: 10:40 is within 15 minutes of it.
    await finder.getByText(/passing from one star to the next/).waitFor();
    await expect(button(page, 'Use Krittika').isVisible()).resolves.toBe(true);
    await expect(button(page, 'Use Bharani').isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'the finder near a boundary');
    await press(page, button(page, 'Use Krittika'));
    await finder.waitFor({ state: 'detached' });
    expect(await page.locator('#people-0-birthStar').inputValue()).toBe('Krittika');
    await page.close();
  });
});
