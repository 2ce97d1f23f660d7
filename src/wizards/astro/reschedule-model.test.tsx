/**
 * The reschedule flow's model tests: every generated path on the bare
 * machine, then a covering set of them through the real RescheduleWizard
 * with user-event, the four API calls replaced by deferred fakes that the
 * path's outcome steps settle.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { rescheduleMachine, type RescheduleContext } from '../../../machines/astro/reschedule';
import { slotsOfSelectedDay } from '../../../machines/astro/slot-picking';
import { isOutcomeEvent } from '../../../machines/test-support/model-harness';
import { bareModelSuite } from '../../../machines/test-support/model-suite';
import { describeDate } from '../../domain/dates';
import { deferredActors } from '../shared/test-support/deferred-actors';
import { viewModelSuite } from '../shared/test-support/view-suite';
import { RescheduleWizard } from './RescheduleWizard';
import { rescheduleSpec } from './test-support/reschedule-model';

const bare = bareModelSuite(rescheduleSpec);

/** A day as the month's buttons name it. */
const longDay = (date: string) => describeDate(new Date(`${date}T12:00:00Z`), 'UTC');
const heading = (name: string | RegExp) => screen.queryByRole('heading', { name }) !== null;
const text = (pattern: RegExp) => screen.queryByText(pattern) !== null;
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RescheduleContext;

viewModelSuite(rescheduleSpec, bare, {
  start(entry, inspect) {
    const fakes = deferredActors(['lookupBooking', 'loadSlots', 'moveBooking', 'cancelBooking']);
    const machine = rescheduleMachine.provide({ actors: fakes.actors as never });
    const view = render(
      <MemoryRouter>
        <RescheduleWizard input={entry.input as never} machine={machine} inspect={inspect} />
      </MemoryRouter>,
    );
    const click = (name: string | RegExp) => screen.getByRole('button', { name });
    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) return fakes.settle(event);
        const e = event as EventObject & Record<string, string>;
        switch (e.type) {
          case 'find.update':
            await user.clear(screen.getByLabelText(/^Booking code/));
            await user.paste(e.code!);
            await user.clear(screen.getByLabelText(/^Email address/));
            return user.paste(e.email!);
          case 'find.submit':
            return user.click(click('Find booking'));
          case 'reschedule.start':
            return user.click(click('Choose a new time'));
          case 'cancel.start':
            return user.click(click('Cancel this reading'));
          case 'cancel.confirm':
            return user.click(click('Yes, cancel the reading'));
          case 'reschedule.confirm':
            return user.click(click('Move my reading'));
          case 'wizard.back':
            return user.click(click('Back'));
          case 'month.next':
            return user.click(click('Next month'));
          case 'month.previous':
            return user.click(click('Previous month'));
          case 'day.nextFree':
            return user.click(click('Next free day'));
          case 'day.choose':
            return user.click(click(`${longDay(e.date!)}, free times`));
          case 'slot.choose':
            return user.click(
              screen
                .getAllByRole('radio')
                .find((radio) => radio.getAttribute('value') === e.start)!,
            );
          case 'reason.update': {
            const field = screen.getByLabelText(/^Why are you/);
            await user.clear(field);
            return user.paste(e.reason!);
          }
          case 'timeZone.change':
            await user.type(screen.getByLabelText('Your time zone'), 'London');
            return user.click(screen.getAllByRole('button', { name: /London/ })[0]!);
          default:
            throw new Error(`The page has no way to send ${e.type}`);
        }
      },
      unmount: () => view.unmount(),
    };
  },
  // The month's controls wait while its times load; a move or a cancellation is
  // offered only when the booking allows it.
  usable(event, before) {
    const c = contextOf(before);
    const loading = before.matches({ slots: 'loading' });
    switch (event.type) {
      case 'month.next':
        return !loading && before.can(event);
      case 'month.previous':
        return !loading && before.can(event);
      case 'day.nextFree':
        return !loading && before.can(event);
      // The month shows its own days; the times shown are those of the chosen day.
      case 'day.choose':
        return (
          !loading &&
          (event as EventObject & { date: string }).date.startsWith(c.monthStart.slice(0, 7))
        );
      case 'slot.choose':
        return (
          !loading &&
          slotsOfSelectedDay(c).some(
            (slot) => slot.start === (event as EventObject & { start: string }).start,
          )
        );
      case 'reschedule.confirm':
        return !loading;
      case 'reschedule.start':
        return c.booking?.reschedule.ok === true;
      case 'cancel.start':
        return c.booking?.cancel.ok === true;
      default:
        return true;
    }
  },
  viewOf: (snapshot) =>
    typeof snapshot.value === 'string'
      ? snapshot.value
      : Object.entries(snapshot.value)
          .map(([step, sub]) => `${step}.${String(sub)}`)
          .join(),
  views: {
    find: () => heading('Find your booking'),
    lookingUp: () => text(/^Looking up your booking/),
    review: () => heading(/^Booking K7MQ2XRA$/),
    'slots.loading': () => heading('Choose a new time') && text(/^Loading\.\.\.$/),
    'slots.ready': () => heading('Choose a new time') && !text(/^Loading\.\.\.$/),
    moving: () => text(/^Moving your reading/),
    confirmCancel: () => heading('Cancel this reading?'),
    cancelling: () => text(/^Cancelling your reading/),
    cancelled: () => heading('Your reading is cancelled'),
    moved: () => heading('Your reading has moved'),
  },
});
