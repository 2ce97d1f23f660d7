/**
 * The time-picking part of the astrology view tests, shared by the booking
 * and the reschedule: the month's controls, a day, a time, the visitor's time
 * zone, when the page can produce each of them, and the two views of the
 * month (its times loading, or shown).
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { slotsOfSelectedDay, type SlotPicking } from '../../../../machines/astro/slot-picking';
import { describeDate } from '../../../../domain/dates';
import { buttonNamed, text } from '../../shared/test-support/page-driving';

/** A day as the month's buttons name it. */
const longDay = (date: string) => describeDate(new Date(`${date}T12:00:00Z`), 'UTC');

type SlotEvent = EventObject & { date?: string; start?: string };

/** Performs a time-picking event on the page; false when the event is not one. */
export async function performSlotEvent(event: EventObject, user: UserEvent): Promise<boolean> {
  const e = event as SlotEvent;
  switch (e.type) {
    case 'month.next':
      await user.click(buttonNamed('Next month'));
      return true;
    case 'month.previous':
      await user.click(buttonNamed('Previous month'));
      return true;
    case 'day.nextFree':
      await user.click(buttonNamed('Next free day'));
      return true;
    case 'day.choose':
      await user.click(buttonNamed(`${longDay(e.date!)}, free times`));
      return true;
    case 'slot.choose':
      await user.click(document.querySelector(`input[type="radio"][value="${e.start}"]`)!);
      return true;
    case 'timeZone.change':
      await user.click(screen.getByLabelText('Your time zone'));
      await user.paste('London');
      await user.click(buttonNamed(/London/));
      return true;
    default:
      return false;
  }
}

/**
 * Whether the page can produce a time-picking event: the month's controls
 * wait while its times load, the month shows its own days, the times shown
 * are the chosen day's. Undefined for other events.
 */
export function slotEventUsable(
  event: EventObject,
  before: AnyMachineSnapshot,
): boolean | undefined {
  const c = before.context as SlotPicking;
  const loading = before.matches({ slots: 'loading' });
  const e = event as SlotEvent;
  switch (e.type) {
    case 'month.next':
    case 'month.previous':
    case 'day.nextFree':
      return !loading && before.can(event);
    case 'day.choose':
      return !loading && e.date!.startsWith(c.monthStart.slice(0, 7));
    case 'slot.choose':
      return !loading && slotsOfSelectedDay(c).some((slot) => slot.start === e.start);
    default:
      return undefined;
  }
}

/** The month's two views, told apart by its times loading, under the step's heading. */
export function slotViews(headed: () => boolean) {
  const loading = () => text(/^Loading\.\.\.$/);
  return {
    'slots.loading': () => headed() && loading(),
    'slots.ready': () => headed() && !loading(),
  };
}
