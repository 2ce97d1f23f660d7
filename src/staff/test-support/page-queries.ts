/**
 * Plain DOM look-ups for the console's view-level model tests: role queries
 * build the accessibility tree on every call, which made each per-state check
 * the slowest part of a step.
 */
import { buttonNamed } from '../../wizards/shared/test-support/page-driving';

export { buttonNamed };

/** Whether the page shows a button of that accessible name (aria-label or text). */
export function hasButton(name: string): boolean {
  return [...document.querySelectorAll('button')].some(
    (button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim() === name,
  );
}

/** Whether the page shows an alert (a failure's message). */
export const hasAlert = () => document.querySelector('[role="alert"]') !== null;
