/**
 * The astrology booking at its edges, in Chromium against the real server: a
 * reload on the payment step comes back to the payment step with the chosen
 * time (the hold still lasts), and the browser's Back and Forward move between
 * the booking's steps without leaving it; the disclaimer accepted on
 * /astro-disclaimer is not asked again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatInZone } from '../../domain/astro/time-zones';
import { contextInZone, serverAndBrowser } from './harness';
import { button, press, tabTo, typeDay, typeInto } from './wizard-keyboard';

const ZONE = 'America/New_York';
const live = serverAndBrowser();
const zoned = contextInZone(live, ZONE);

const stepHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 2, name });

/** The first offered time on the first free day shown; returns its UTC start. */
async function chooseFirstTime(page: Page): Promise<string> {
  await page.getByText('Loading...').waitFor({ state: 'detached' });
  const first = page.locator('input[name="slot"]').first();
  await tabTo(page, first);
  await page.keyboard.press('Space');
  expect(await first.isChecked()).toBe(true);
  return first.inputValue();
}

describe('the astrology booking at its edges', () => {
  it('keeps the chosen time on the payment step across a reload, and Back/Forward stay in the booking', async () => {
    const errors: string[] = [];
    const page = await zoned.context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    // The disclaimer is accepted once, on its own page: the booking then starts on the reading.
    await page.goto(`${live.server.baseUrl}/astro-disclaimer`);
    await press(page, page.getByRole('link', { name: 'I accept, start booking a reading' }));
    await stepHeading(page, 'Choose a reading and an astrologer').waitFor();
    expect(new URL(page.url()).pathname).toBe('/astro-start');
    expect(await stepHeading(page, 'Before you book: the disclaimer').count()).toBe(0);
    expect(await button(page, 'I accept, continue').count()).toBe(0);
    await tabTo(page, page.getByLabel(/^Birth chart reading/));
    await page.keyboard.press('Space');
    await press(page, button(page, 'Continue'));
    await stepHeading(page, 'Choose a time').waitFor();
    const start = await chooseFirstTime(page);

    // Back returns to the reading, Forward to the time, still chosen.
    await page.goBack();
    await stepHeading(page, 'Choose a reading and an astrologer').waitFor();
    expect(new URL(page.url()).pathname).toBe('/astro-start');
    await page.goForward();
    await stepHeading(page, 'Choose a time').waitFor();
    await page.getByText('Loading...').waitFor({ state: 'detached' });
    expect(await page.locator(`input[name="slot"][value="${start}"]`).isChecked()).toBe(true);
    await press(page, button(page, 'Continue'));

    await stepHeading(page, 'Birth details').waitFor();
    await typeInto(page, page.getByLabel('Full name'), 'Asha Nair');
    await typeDay(page, 'people-0-birthDate', '1990-04-12');
    await typeInto(page, page.getByLabel('Place of birth'), 'Kollam, India');
    await typeInto(page, page.getByLabel('Your email address'), 'asha.edges@example.com');
    await press(page, button(page, 'Continue to payment'));
    await stepHeading(page, 'Pay for your reading').waitFor();
    const shown = formatInZone(start, ZONE);
    expect(await page.getByTestId('visitor-time').textContent()).toContain(shown);

    // A reload comes back to the payment step with the same time held.
    await page.reload();
    await stepHeading(page, 'Pay for your reading').waitFor();
    expect(await page.getByTestId('visitor-time').textContent()).toContain(shown);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
