/**
 * Plain DOM look-ups for the console's view-level model tests: role queries
 * build the accessibility tree on every call, which made each per-state check
 * the slowest part of a step.
 */
import type { UserEvent } from '@testing-library/user-event';
import type { EventObject } from 'xstate';
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

/**
 * Sends a machine event the way the page does: by clicking the button named
 * for its type. An event with no button is one the page cannot send.
 */
export function clickFor(buttons: Readonly<Record<string, string>>) {
  return async (event: EventObject, user: UserEvent): Promise<void> => {
    const name = buttons[event.type];
    if (name === undefined) throw new Error(`The page has no way to send ${event.type}`);
    await user.click(buttonNamed(name));
  };
}
