/**
 * The reschedule flow's view level: a covering set of the reschedule model's
 * paths (machines/astro/reschedule/test-support/reschedule-model.ts; its bare
 * paths run in machine.model.test.ts beside the machine) through the real
 * RescheduleWizard with user-event, the four API calls replaced by deferred fakes that the
 * path's outcome steps settle.
 */
import { screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { rescheduleMachine, type RescheduleContext } from '../../../machines/astro/reschedule';
import { isOutcomeEvent } from '../../../machines/test-support/model-harness';
import { deferredActors } from '../shared/test-support/deferred-actors';
import { clickFor, text } from '../shared/test-support/page-driving';
import { renderStarted, viewModelSuite } from '../shared/test-support/view-suite';
import { RescheduleWizard } from './RescheduleWizard';
import { rescheduleSpec } from '../../../machines/astro/reschedule/test-support/reschedule-model';
import { performSlotEvent, slotEventUsable, slotViews } from './test-support/slot-view';

const heading = (name: string | RegExp) => screen.queryByRole('heading', { name }) !== null;
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RescheduleContext;

/** The events the page sends from a button, by the button's name. */
const clickButton = clickFor({
  'find.submit': 'Find booking',
  'reschedule.start': 'Choose a new time',
  'cancel.start': 'Cancel this reading',
  'cancel.confirm': 'Yes, cancel the reading',
  'reschedule.confirm': 'Move my reading',
  'wizard.back': 'Back',
});

// The month's controls wait while its times load; a move or a cancellation is
// offered only when the booking allows it.
function usableOnPage(event: EventObject, before: AnyMachineSnapshot) {
  const c = contextOf(before);
  switch (event.type) {
    case 'reschedule.confirm':
      return !before.matches({ slots: 'loading' });
    case 'reschedule.start':
      return c.booking?.reschedule.ok === true;
    case 'cancel.start':
      return c.booking?.cancel.ok === true;
    default:
      return true;
  }
}

viewModelSuite(rescheduleSpec, {
  async start(entry, inspect) {
    const fakes = deferredActors(['lookupBooking', 'loadSlots', 'moveBooking', 'cancelBooking']);
    const machine = rescheduleMachine.provide({ actors: fakes.actors as never });
    let started = false;
    const view = await renderStarted(
      <RescheduleWizard
        input={entry.input as never}
        machine={machine}
        inspect={(event) => {
          started = true;
          inspect(event);
        }}
      />,
      () => started,
    );
    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) return fakes.settle(event);
        if (await performSlotEvent(event, user)) return;
        const e = event as EventObject & Record<string, string>;
        switch (e.type) {
          case 'find.update':
            await user.clear(screen.getByLabelText(/^Booking code/));
            await user.paste(e.code!);
            await user.clear(screen.getByLabelText(/^Email address/));
            return user.paste(e.email!);
          case 'reason.update': {
            const field = screen.getByLabelText(/^Why are you/);
            await user.clear(field);
            return user.paste(e.reason!);
          }
          default:
            return clickButton(e, user);
        }
      },
      unmount: () => view.unmount(),
    };
  },
  usable: (event, before) => slotEventUsable(event, before) ?? usableOnPage(event, before),
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
    ...slotViews(() => heading('Choose a new time')),
    moving: () => text(/^Moving your reading/),
    confirmCancel: () => heading('Cancel this reading?'),
    cancelling: () => text(/^Cancelling your reading/),
    cancelled: () => heading('Your reading is cancelled'),
    moved: () => heading('Your reading has moved'),
  },
});
