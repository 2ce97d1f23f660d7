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

export async function typeInto(page: Page, locator: Locator, text: string): Promise<void> {
  await tabTo(page, locator);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Moves a closed <select> to the option with `value` with the arrow keys. */
export async function chooseOption(page: Page, locator: Locator, value: string): Promise<void> {
  await tabTo(page, locator);
  const { from, to } = await locator.evaluate((element, wanted) => {
    const select = element as HTMLSelectElement;
    const options = [...select.options].filter((option) => !option.disabled);
    return {
      from: options.findIndex((option) => option.selected),
      to: options.findIndex((option) => option.value === wanted),
    };
  }, value);
  if (to < 0) throw new Error(`No option ${value} in ${locator.toString()}`);
  const key = to > from ? 'ArrowDown' : 'ArrowUp';
  for (let i = 0; i < Math.abs(to - from); i++) await page.keyboard.press(key);
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

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

export const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
