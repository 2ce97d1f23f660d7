/**
 * Keyboard-only driving for the wizard end-to-end tests: every field and
 * button is reached with Tab and operated with the keyboard, so a test that
 * passes proves the flow works without a mouse.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MOBILE, axeViolations } from './harness';

/**
 * In the target's document: -1 when the target has focus, else how many
 * certain tab stops lie strictly between the focused element and the target
 * in tree order (0 when unsure). Certain stops are visible, enabled, not inert
 * links, buttons, selects, text areas, non-radio inputs and tabindex="0"
 * elements; radios, summaries, frames and date segments are left out, so the
 * count never exceeds the real number of Tab presses between the two.
 */
function certainStopsBefore(target: Element): number {
  const active = document.activeElement;
  if (active === target) return -1;
  if (!active || active === document.body || !document.hasFocus()) return 0;
  // A positive tabindex reorders the sequence: no shortcut then.
  if (document.querySelector('[tabindex]:not([tabindex="0"]):not([tabindex^="-"])')) return 0;
  const candidates = document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]):not([type="radio"]), select, textarea, [tabindex="0"]',
  );
  const following = Node.DOCUMENT_POSITION_FOLLOWING;
  let count = 0;
  for (const element of candidates) {
    if (!(active.compareDocumentPosition(element) & following)) continue;
    if (!(element.compareDocumentPosition(target) & following)) break;
    const focusable =
      element instanceof HTMLElement &&
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[inert]') &&
      element.checkVisibility({ visibilityProperty: true });
    if (focusable) count++;
  }
  return count;
}

/**
 * Presses real Tab keys until the element has focus (fails when it is not
 * reachable). Between checks it presses as many Tabs as there are certain
 * stops before the element, which can never carry focus past it; each check
 * then looks again where focus is.
 */
export async function tabTo(page: Page, locator: Locator): Promise<void> {
  await locator.waitFor();
  let presses = 0;
  while (presses < 250) {
    const before = await locator.evaluate(certainStopsBefore);
    if (before < 0) return;
    const batch = Math.max(1, before);
    for (let i = 0; i < batch; i++) await page.keyboard.press('Tab');
    presses += batch;
  }
  throw new Error(`Not reachable with Tab: ${locator.toString()}`);
}

/**
 * Reaches the field with Tab, selects what it holds and enters `text` in its
 * place. By default the text goes in as one input, as a paste or an input
 * method enters it (one round trip, one render); `keys: true` types it key by
 * key, for the fields where each keystroke is under test.
 */
export async function typeInto(
  page: Page,
  locator: Locator,
  text: string,
  { keys = false }: { keys?: boolean } = {},
): Promise<void> {
  await tabTo(page, locator);
  await page.keyboard.press('ControlOrMeta+A');
  if (keys) {
    await page.keyboard.press('Backspace');
    await page.keyboard.type(text);
  } else {
    await page.keyboard.insertText(text);
  }
}

/** Where a select stands: the selected and the wanted option among the enabled ones. */
function selectPosition(element: Element, wanted: string) {
  const select = element as HTMLSelectElement;
  const options = [...select.options].filter((option) => !option.disabled);
  const to = options.findIndex((option) => option.value === wanted);
  return {
    from: options.findIndex((option) => option.selected),
    to,
    count: options.length,
    label: options[to]?.text ?? '',
  };
}

/**
 * Moves a closed <select> to the option with `value` by keyboard, as a
 * keyboard user does in a long list: types the option's label (the select's
 * type-ahead, up to the first space), then closes any gap with the fewest key presses (arrows from
 * where it stands, or Home/End and arrows). Only the last step is needed for
 * the result to hold; the type-ahead saves a walk through 250 countries.
 */
export async function chooseOption(page: Page, locator: Locator, value: string): Promise<void> {
  await tabTo(page, locator);
  const { from, to, label } = await locator.evaluate(selectPosition, value);
  if (to < 0) throw new Error(`No option ${value} in ${locator.toString()}`);
  // The first word only: a space could open the list instead of searching.
  const word = label.trim().split(/\s+/)[0] ?? '';
  if (Math.abs(to - from) > 2 && word) await page.keyboard.type(word);
  const now = await locator.evaluate(selectPosition, value);
  const routes: [string | null, string, number][] = [
    [null, now.to > now.from ? 'ArrowDown' : 'ArrowUp', Math.abs(now.to - now.from)],
    ['Home', 'ArrowDown', 1 + now.to],
    ['End', 'ArrowUp', now.count - now.to],
  ];
  const [first, arrow, presses] = routes.reduce((best, route) =>
    route[2] < best[2] ? route : best,
  );
  if (first) await page.keyboard.press(first);
  for (let i = first ? 1 : 0; i < presses; i++) await page.keyboard.press(arrow);
  expect(await locator.inputValue()).toBe(value);
}

/** The value of the first real option of a select (skipping the placeholder). */
export function firstOptionValue(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const option = [...(element as HTMLSelectElement).options].find((o) => o.value !== '');
    return option?.value ?? '';
  });
}

export async function press(page: Page, locator: Locator): Promise<void> {
  await tabTo(page, locator);
  await page.keyboard.press('Enter');
}

/**
 * Zero axe violations (WCAG 2.2 AA) on the page as it is now, at its own
 * width and again at the mobile width (390×844), then back: every wizard
 * step is checked at both without walking the flow twice.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${where}`).toEqual([]);
  const own = page.viewportSize();
  const mobile = MOBILE.viewport;
  if (!own || !mobile || own.width === mobile.width) return;
  await page.setViewportSize(mobile);
  try {
    expect(await axeViolations(page), `axe on ${where} at 390×844`).toEqual([]);
  } finally {
    await page.setViewportSize(own);
  }
}

/** How far the page scrolls sideways (0 when it fits the window). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The page fits its window, at its own width and again at 390×844 (then
 * back): nothing scrolls sideways at desktop or phone width.
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  expect(await sidewaysScroll(page), `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
  const own = page.viewportSize();
  const mobile = MOBILE.viewport;
  if (!own || !mobile || own.width === mobile.width) return;
  await page.setViewportSize(mobile);
  try {
    expect(
      await sidewaysScroll(page),
      `sideways scroll on ${where} at 390×844`,
    ).toBeLessThanOrEqual(0);
  } finally {
    await page.setViewportSize(own);
  }
}

/** The page's words in the visitor's language, by their English source text. */
export type Say = (english: string) => string;

/** The site's own words: English. */
export const inEnglish: Say = (english) => english;

/** `text` as a regular expression that matches it literally (a translation's dots, brackets). */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

export const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

/**
 * A date's three fields (#id day, #id-month, #id-year) filled from the
 * keyboard with the ISO day `isoDay`: the day and the year typed, the month
 * chosen from its list with the arrow keys.
 */
export async function typeDay(page: Page, id: string, isoDay: string): Promise<void> {
  const [year, month, day] = isoDay.split('-');
  await typeInto(page, page.locator(`#${id}`), String(Number(day)));
  // Arrows from the empty first option: type-ahead in Indic scripts lands unevenly.
  const months = page.locator(`#${id}-month`);
  await tabTo(page, months);
  await page.keyboard.press('Home');
  for (let i = 0; i < Number(month); i++) await page.keyboard.press('ArrowDown');
  expect(await months.inputValue()).toBe(String(Number(month)));
  await typeInto(page, page.locator(`#${id}-year`), year!);
}
