/**
 * The reschedule flow's view level: a covering set of the reschedule model's
 * paths (machines/astro/reschedule/test-support/reschedule-model.ts; its bare
 * paths run in machine.model.test.ts beside the machine) through the real
 * RescheduleWizard with user-event, the four API calls replaced by deferred fakes that the
 * path's outcome steps settle.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { rescheduleMachine, type RescheduleContext } from '../../../machines/astro/reschedule';
import { isOutcomeEvent } from '../../../machines/test-support/model-harness';
import { deferredActors } from '../shared/test-support/deferred-actors';
import { buttonNamed, text } from '../shared/test-support/page-driving';
import { viewModelSuite } from '../shared/test-support/view-suite';
import { RescheduleWizard } from './RescheduleWizard';
import { rescheduleSpec } from '../../../machines/astro/reschedule/test-support/reschedule-model';
import { performSlotEvent, slotEventUsable, slotViews } from './test-support/slot-view';

const heading = (name: string | RegExp) => screen.queryByRole('heading', { name }) !== null;
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RescheduleContext;

viewModelSuite(rescheduleSpec, {
  async start(entry, inspect) {
    const fakes = deferredActors(['lookupBooking', 'loadSlots', 'moveBooking', 'cancelBooking']);
    const machine = rescheduleMachine.provide({ actors: fakes.actors as never });
    let started = false;
    const view = render(
      <MemoryRouter>
        <RescheduleWizard
          input={entry.input as never}
          machine={machine}
          inspect={(event) => {
            started = true;
            inspect(event);
          }}
        />
      </MemoryRouter>,
    );
    // The page starts its machine once it knows whether the dev inspector is on.
    await waitFor(() => expect(started).toBe(true));
    const click = buttonNamed;
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
          case 'reason.update': {
            const field = screen.getByLabelText(/^Why are you/);
            await user.clear(field);
            return user.paste(e.reason!);
          }
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
    const slotUsable = slotEventUsable(event, before);
    if (slotUsable !== undefined) return slotUsable;
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
    ...slotViews(() => heading('Choose a new time')),
    moving: () => text(/^Moving your reading/),
    confirmCancel: () => heading('Cancel this reading?'),
    cancelling: () => text(/^Cancelling your reading/),
    cancelled: () => heading('Your reading is cancelled'),
    moved: () => heading('Your reading has moved'),
  },
});
