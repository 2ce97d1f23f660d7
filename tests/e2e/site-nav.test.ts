/**
 * The header navigation in Chromium: the desktop disclosure menu driven by
 * the keyboard alone, and the slide-in menu of a 390×844 phone screen.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { appReady, DESKTOP, MOBILE, newPage, serverAndBrowser } from './harness';
import { LANGUAGES } from '../../domain/languages';

const live = serverAndBrowser();

/** Text (or aria-label) of the focused element. */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

const expanded = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).getAttribute('aria-expanded');

/** A page at that size, opened at `path` and ready (its heading shown, the app hydrated). */
async function openReady(path: string, size: BrowserContextOptions) {
  const page = await newPage(live.browser, size);
  await page.goto(`${live.server.baseUrl}${path}`);
  await page.locator('main h1').waitFor();
  await appReady(page);
  return page;
}

/** Presses each key in turn; after each, focus is on the element named with it. */
async function focusMoves(page: Page, moves: [key: string, lands: string][]) {
  for (const [key, lands] of moves) {
    await page.keyboard.press(key);
    expect(await focused(page), `after ${key}`).toBe(lands);
  }
}

describe('desktop navigation', () => {
  it('is usable by keyboard alone: arrows, Home, End, Escape', async () => {
    const page = await openReady('/', DESKTOP);

    // Tab from the top: skip link, the languages, Find my order, logo, Home, then the first group.
    for (let i = 0; i < 5 + LANGUAGES.length; i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Learn');
    expect(await expanded(page, 'Learn')).toBe('false');

    await page.keyboard.press('Enter');
    expect(await expanded(page, 'Learn')).toBe('true');
    expect(await page.locator('#nav-group-learn').isVisible()).toBe(true);

    await focusMoves(page, [
      ['ArrowDown', 'What is Puja?'],
      ['ArrowDown', 'Brahmasthanam Temple'],
      ['ArrowDown', 'Brahmasthanam Temple'], // the last link: focus stays
      ['Home', 'What is Puja?'],
      ['End', 'Brahmasthanam Temple'],
      ['ArrowUp', 'What is Puja?'],
    ]);

    await page.keyboard.press('Escape');
    expect(await expanded(page, 'Learn')).toBe('false');
    expect(await page.locator('#nav-group-learn').isVisible()).toBe(false);
    expect(await focused(page)).toBe('Learn');

    // Between the top-level items.
    await focusMoves(page, [
      ['ArrowRight', 'Pujas'],
      ['ArrowDown', 'Vedic Astrology Guidance'], // closed group: on to the next button
      ['ArrowLeft', 'Pujas'],
      ['Home', 'Home'],
      ['End', 'Vedic Astrology Guidance'],
      ['ArrowUp', 'Pujas'],
    ]);

    // Open with Space, go to the last link and follow it.
    await page.keyboard.press('Space');
    expect(await expanded(page, 'Pujas')).toBe('true');
    await focusMoves(page, [
      ['ArrowDown', 'Types of Pujas'],
      ['End', 'Register for Puja'],
    ]);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/order-a-puja');
    expect(await expanded(page, 'Pujas')).toBe('false');
    await expect
      .poll(() =>
        page.locator('#nav-group-pujas a[href="/order-a-puja"]').getAttribute('aria-current'),
      )
      .toBe('page');
    expect(await page.locator('#nav-group-pujas a[aria-current]').count()).toBe(1);
    await page.context().close();
  });

  it('closes an open group on a click outside, and when focus leaves it', async () => {
    const page = await openReady('/puja-kali', DESKTOP);
    const astrology = page.getByRole('button', { name: 'Vedic Astrology Guidance' });
    await astrology.click();
    expect(await expanded(page, 'Vedic Astrology Guidance')).toBe('true');
    await page.locator('main h1').click();
    expect(await expanded(page, 'Vedic Astrology Guidance')).toBe('false');

    await astrology.click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // past the last link, out of the navigation
    expect(await expanded(page, 'Vedic Astrology Guidance')).toBe('false');
    await page.context().close();
  });

  it('marks the current page, and only the desktop menu is shown', async () => {
    const page = await openReady('/puja-kali', DESKTOP);
    const current = page.locator('header [aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute('href')).toBe('/puja-kali');
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('mobile menu at 390×844', () => {
  const QUOTE = 'May your spiritual journey be filled with peace and wisdom';

  const openMenu = async (page: Page) => {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    return dialog;
  };
  /** Focus is in the dialog, or has left the page for the browser's own controls. */
  const focusKept = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      return !!active?.closest('dialog[open]') || active === document.body;
    });
  const focusInDialog = (page: Page) =>
    page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
  /** Whether the page's main region can take focus (not while a modal dialog makes it inert). */
  const mainTakesFocus = (page: Page) =>
    page.evaluate(() => {
      const main = document.querySelector('main');
      main?.focus();
      return !!main && document.activeElement === main;
    });
  const focusedText = (page: Page) =>
    page.evaluate(() => document.activeElement?.textContent?.trim());

  it('slides in with the quote, keeps focus inside and closes on Escape', async () => {
    const page = await openReady('/', MOBILE);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const dialog = await openMenu(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await dialog.textContent()).toContain(QUOTE);
    // The menu's nine and Find my order (My account, hidden beside it, is no link to reach).
    expect(await dialog.getByRole('link').count()).toBe(10);
    expect(await focusedText(page)).toBe('Close menu');

    // 10 links and the close button: go round more than once in both directions.
    // A modal dialog lets Tab pass from its last control to the browser's own
    // controls and back, never to the page behind it.
    let inside = 0;
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      expect(await focusKept(page), `after Tab ${i + 1}`).toBe(true);
      if (await focusInDialog(page)) inside++;
    }
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusKept(page), `after Shift+Tab ${i + 1}`).toBe(true);
      if (await focusInDialog(page)) inside++;
    }
    expect(inside).toBeGreaterThanOrEqual(24);
    // The page behind cannot be reached while the menu is open.
    expect(await mainTakesFocus(page)).toBe(false);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedText(page)).toBe('Menu');
    // The dialog's `close` event, which the toggle answers, comes in a task of its own.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await mainTakesFocus(page)).toBe(true);
    await page.context().close();
  });

  /** Follows the menu's Kali/Karthika Puja link: that page shows, with the menu closed. */
  async function followMenuLink(page: Page) {
    const dialog = await openMenu(page);
    await dialog.getByRole('link', { name: 'Kali/Karthika Puja' }).click();
    await page.waitForURL('**/puja-kali');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Kali/Karthika Puja');
  }

  it('closes on a link inside the app, and gives focus back to its toggle', async () => {
    const page = await openReady('/find-my-order', MOBILE);
    await followMenuLink(page);
    expect(await focusedText(page)).toBe('Menu');
    await page.context().close();
  });

  it('closes on a link, going to its page, on the close button and on the backdrop', async () => {
    const page = await openReady('/', MOBILE);

    // From a content page a link is an ordinary page load: the new page's menu is closed.
    await followMenuLink(page);

    let dialog = await openMenu(page);
    expect(
      await dialog.getByRole('link', { name: 'Kali/Karthika Puja' }).getAttribute('aria-current'),
    ).toBe('page');
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedText(page)).toBe('Menu');

    dialog = await openMenu(page);
    await page.mouse.click(15, 420); // left of the panel: the backdrop
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/puja-kali$/);
    // A click inside the panel, away from its controls, leaves it open.
    dialog = await openMenu(page);
    await dialog.locator('.mobile-menu__quote').click();
    expect(await dialog.isVisible()).toBe(true);
    await page.context().close();
  });

  it('closes when the screen becomes wide', async () => {
    const page = await openReady('/', MOBILE);
    await openMenu(page);
    await page.setViewportSize(DESKTOP.viewport!);
    // Closed, not only hidden by the wide screen's style.
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.locator('.menu-toggle').getAttribute('aria-expanded'))
      .toBe('false');
    expect(await mainTakesFocus(page)).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
