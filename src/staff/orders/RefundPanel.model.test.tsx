/**
 * An order's refund through the real RefundPanel (and the RefundSteps it
 * shares with a refund due): a covering set of the model's paths with
 * user-event, the server's answers given by the fake console API. The
 * office has chosen one person, so both starts are on the page.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { RefundContext } from '../../../machines/staff';
import { refundSpec } from '../../../machines/staff/test-support/staff-model';
import { viewModelSuite } from '../../wizards/shared/test-support/view-suite';
import { buttonNamed, hasAlert, hasButton } from '../test-support/page-queries';
import { panelSession } from '../test-support/panel-session';
import { RefundPanel } from './RefundPanel';

const button = hasButton;
const text = (pattern: RegExp | string) => screen.queryByText(pattern) !== null;
/** The page's text across elements (the amount is in its own <strong>). */
const says = (words: string) => (document.body.textContent ?? '').includes(words);
const REASON = 'Reason (kept in the audit log)';
const amountOf = (positions: number[] | null) => (positions ? 2500 : 5000);
const noop = () => undefined;

/** Starting (two buttons) and the reason (typed or cleared); the rest are buttons. */
async function refundStep(event: EventObject, user: UserEvent): Promise<void> {
  const e = event as EventObject & { positions?: number[] | null; reason?: string };
  if (e.type === 'refund.start') {
    const start = e.positions ? 'Refund the chosen people (1)' : 'Refund the whole order';
    return user.click(buttonNamed(start));
  }
  const field = screen.getByLabelText(REASON);
  if (!e.reason) return user.clear(field);
  await user.click(field);
  return user.paste(e.reason);
}

viewModelSuite(refundSpec, {
  start(entry, inspect) {
    const { orderNumber } = entry.input as { orderNumber: string };
    return panelSession(
      (api) => (
        <RefundPanel
          api={api}
          orderNumber={orderNumber}
          chosen={[0]}
          amountOf={amountOf}
          onDone={noop}
          inspect={inspect}
        />
      ),
      {
        answer: (output) => ({ refund: output }),
        buttons: {
          'refund.review': 'Review the refund',
          'refund.back': 'Back',
          'refund.confirm': 'Confirm the refund',
          'refund.retry': 'Try again',
          'refund.cancel': 'Cancel',
          'refund.close': 'Close',
        },
        steps: (event, user) =>
          ['refund.start', 'refund.reason'].includes(event.type)
            ? refundStep(event, user)
            : undefined,
      },
    );
  },
  // The reason field changes only when its text does: typed into an empty field, or cleared.
  usable(event, before) {
    if (event.type !== 'refund.reason') return true;
    const { reason } = event as EventObject & { reason: string };
    const now = (before.context as RefundContext).reason;
    return reason === '' ? now !== '' : now === '';
  },
  viewOf(snapshot: AnyMachineSnapshot) {
    const c = snapshot.context as RefundContext;
    const who = c.positions ? 'one person' : 'the whole order';
    if (snapshot.matches('choosing')) {
      return `choosing for ${who}${c.problem ? ', no reason given' : ''}`;
    }
    if (snapshot.matches('confirming') || snapshot.matches('done')) {
      return `${String(snapshot.value)} for ${who}`;
    }
    return String(snapshot.value);
  },
  views: {
    idle: () => button('Refund the whole order') && button('Refund the chosen people (1)'),
    'choosing for the whole order': () =>
      text('Refunding the whole order.') && !text('Give a reason for the refund'),
    'choosing for one person': () =>
      text('Refunding 1 person.') && !text('Give a reason for the refund'),
    'choosing for the whole order, no reason given': () =>
      text('Refunding the whole order.') && text('Give a reason for the refund'),
    'choosing for one person, no reason given': () =>
      text('Refunding 1 person.') && text('Give a reason for the refund'),
    'confirming for the whole order': () =>
      button('Confirm the refund') && says('Give back $50.00 for the whole order?'),
    'confirming for one person': () =>
      button('Confirm the refund') && says('Give back $25.00 for 1 person?'),
    submitting: () => text('Refunding...') && !button('Confirm the refund'),
    failed: () => hasAlert() && button('Try again'),
    'done for the whole order': () => text('Refunded $25.00 for the whole order.'),
    'done for one person': () => text('Refunded $25.00 for 1 person.'),
  },
});
