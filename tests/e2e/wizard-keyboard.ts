/**
 * Keyboard-only driving for the wizard end-to-end tests: every field and
 * button is reached with Tab and operated with the keyboard, so a test that
 * passes proves the flow works without a mouse.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './harness';

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until the element has focus (fails when it is not reachable). */
export async function tabTo(page: Page, locator: Locator): Promise<void> {
  await locator.waitFor();
  for (let presses = 0; presses < 250; presses++) {
    if (await isFocused(locator)) return;
    await page.keyboard.press('Tab');
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

/** Zero axe violations (WCAG 2.2 AA) on the page as it is now. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe on ${where}`).toEqual([]);
}

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

export const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
