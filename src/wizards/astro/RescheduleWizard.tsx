/**
 * The reschedule flow's view: find the booking (code and email, or the
 * emailed link), see it and whether it may move, pick a new time, done.
 * It renders machines/astro/reschedule/ and nothing else.
 */
import { formatInZone } from '../../domain/astro/time-zones';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import {
  rescheduleMachine,
  type RescheduleInput,
  type RescheduleMachine,
} from '../../../machines/astro/reschedule';
import { formatUsd } from '../../domain/money';
import { Button, ButtonRow, ErrorSummary, TextArea, TextField, errorFor } from '../../ui/form';
import { useWizardServices } from '../shared/services';
import { BookingTimes } from './BookingTimes';
import { SlotPicker } from './SlotPicker';
import './astro.css';

interface RescheduleWizardProps {
  input: RescheduleInput;
  machine?: RescheduleMachine;
  /** Tests observe the running flow (its state after each step, what it covered). */
  inspect?: (event: InspectionEvent) => void;
}

export function RescheduleWizard({ input, machine, inspect }: RescheduleWizardProps) {
  const services = useWizardServices();
  const [provided] = useState(() => {
    if (machine) return machine;
    if (!services?.astroActors)
      throw new Error('The reschedule needs the wizard services or a test machine');
    return rescheduleMachine.provide({ actors: services.astroActors() });
  });
  const [state, send] = useMachine(provided, { input, ...(inspect && { inspect }) });
  const { context } = state;
  const step = typeof state.value === 'string' ? state.value : (Object.keys(state.value)[0] ?? '');
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  const title = (text: string) => (
    <h2 ref={heading} tabIndex={-1} className="astro-step__title">
      {text}
    </h2>
  );
  const notice = context.notice ? (
    <div className="astro-notice astro-notice--error" role="alert">
      {context.notice}
    </div>
  ) : null;
  const booking = context.booking;

  if (state.hasTag('busy') && !state.matches('slots')) {
    return (
      <p role="status" aria-busy="true">
        {state.matches('moving')
          ? 'Moving your reading...'
          : state.matches('cancelling')
            ? 'Cancelling your reading...'
            : 'Looking up your booking...'}
      </p>
    );
  }
  if (state.matches('find')) {
    return (
      <form
        className="astro-step"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'find.submit' });
        }}
      >
        <ErrorSummary errors={context.errors} />
        {title('Find your booking')}
        {notice}
        <TextField
          id="code"
          label="Booking code"
          hint="The 8 characters in your confirmation email, for example K7MQ2XRA"
          width="medium"
          value={context.code}
          error={errorFor(context.errors, 'code')}
          onChange={(code) => send({ type: 'find.update', code })}
        />
        <TextField
          id="email"
          label="Email address used for the booking"
          type="email"
          autoComplete="email"
          value={context.email}
          error={errorFor(context.errors, 'email')}
          onChange={(email) => send({ type: 'find.update', email })}
        />
        <ButtonRow>
          <Button type="submit">Find booking</Button>
        </ButtonRow>
      </form>
    );
  }
  if (state.matches('review') && booking) {
    return (
      <div className="astro-step">
        {title(`Booking ${booking.code}`)}
        {notice}
        <BookingTimes booking={booking} visitorZone={context.visitorTimeZone} />
        <p>
          Rescheduled so far: {booking.rescheduleCount} of 2 times.{' '}
          <a href={booking.calendarUrl}>Calendar file (.ics)</a>
        </p>
        {booking.reschedule.ok ? (
          <Button onClick={() => send({ type: 'reschedule.start' })}>Choose a new time</Button>
        ) : (
          <p className="astro-notice" data-testid="reschedule-refusal">
            {booking.reschedule.message}
          </p>
        )}
        {booking.cancel.ok ? (
          <p>
            <Button variant="secondary" onClick={() => send({ type: 'cancel.start' })}>
              Cancel this reading
            </Button>
          </p>
        ) : null}
      </div>
    );
  }
  if (state.matches('slots') && booking) {
    return (
      <div className="astro-step">
        <ErrorSummary errors={context.errors} />
        {title('Choose a new time')}
        {notice}
        <p>
          Now booked: <BookingTimesInline start={booking.start} zone={context.visitorTimeZone} />
        </p>
        <SlotPicker
          picking={context}
          loading={state.matches({ slots: 'loading' })}
          errors={context.errors}
          astrologerZone={booking.astrologer.timeZone}
          canGoBack={state.can({ type: 'month.previous' })}
          canGoOn={state.can({ type: 'month.next' })}
          canJump={state.can({ type: 'day.nextFree' })}
          onJump={() => send({ type: 'day.nextFree' })}
          onDay={(date) => send({ type: 'day.choose', date })}
          onZone={(timeZone) => send({ type: 'timeZone.change', timeZone })}
          onPrevious={() => send({ type: 'month.previous' })}
          onNext={() => send({ type: 'month.next' })}
          onChoose={(start) => send({ type: 'slot.choose', start })}
        />
        <TextArea
          id="reason"
          label="Why are you moving it? (optional)"
          hint="The astrologer sees what you write here."
          value={context.reason}
          rows={3}
          onChange={(reason) => send({ type: 'reason.update', reason })}
        />
        <ButtonRow>
          <Button variant="secondary" onClick={() => send({ type: 'wizard.back' })}>
            Back
          </Button>
          <Button
            onClick={() => send({ type: 'reschedule.confirm' })}
            disabled={state.matches({ slots: 'loading' })}
          >
            Move my reading
          </Button>
        </ButtonRow>
      </div>
    );
  }
  if (state.matches('confirmCancel') && booking) {
    return (
      <div className="astro-step">
        {title('Cancel this reading?')}
        <BookingTimes booking={booking} visitorZone={context.visitorTimeZone} />
        <p>
          The time is given up at once and the {formatUsd(booking.readingType.priceCents)} you paid
          goes back to your card. This cannot be undone.
        </p>
        <TextArea
          id="reason"
          label="Why are you cancelling it? (optional)"
          hint="The astrologer sees what you write here."
          value={context.reason}
          rows={3}
          onChange={(reason) => send({ type: 'reason.update', reason })}
        />
        <ButtonRow>
          <Button variant="secondary" onClick={() => send({ type: 'wizard.back' })}>
            Back
          </Button>
          <Button variant="warning" onClick={() => send({ type: 'cancel.confirm' })}>
            Yes, cancel the reading
          </Button>
        </ButtonRow>
      </div>
    );
  }
  if (state.matches('cancelled') && booking) {
    return (
      <div className="astro-step">
        {title('Your reading is cancelled')}
        <p>
          Booking {booking.code} is cancelled. We have emailed you the details of the refund and a
          calendar update that removes the reading.
        </p>
      </div>
    );
  }
  if (state.matches('moved') && booking) {
    return (
      <div className="astro-step">
        {title('Your reading has moved')}
        <p className="astro-code">
          Booking code: <strong data-testid="booking-code">{booking.code}</strong>
        </p>
        <BookingTimes booking={booking} visitorZone={context.visitorTimeZone} />
        <p>We have emailed you an updated calendar file; it replaces the earlier one.</p>
        <p>
          <a href={booking.calendarUrl} download={`astrology-reading-${booking.code}.ics`}>
            Add the new time to your calendar (.ics file)
          </a>
        </p>
      </div>
    );
  }
  return null;
}

function BookingTimesInline({ start, zone }: { start: string; zone: string }) {
  return <strong>{formatInZone(start, zone)}</strong>;
}
