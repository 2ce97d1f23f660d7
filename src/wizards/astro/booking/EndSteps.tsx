/** Holding the time, and how the booking ends: the hold lapsed, under review, or booked. */
import { Link } from 'react-router-dom';
import { BookingTimes } from '../BookingTimes';
import { Button } from '../../../ui/form';
import type { BookingStepProps } from './step-props';

export function HoldingStep() {
  return (
    <div className="astro-step" aria-busy="true">
      <p role="status">Holding your time...</p>
    </div>
  );
}

export function HoldLapsedStep({ snapshot, send, title }: BookingStepProps) {
  return (
    <div className="astro-step">
      {title('Your hold on this time has lapsed')}
      <p>
        We hold a time for {snapshot.context.catalog?.holdMinutes} minutes while you pay. Nothing
        was charged. Please choose a time again.
      </p>
      {snapshot.can({ type: 'slots.again' }) ? (
        <Button onClick={() => send({ type: 'slots.again' })}>Choose a time again</Button>
      ) : null}
    </div>
  );
}

export function UnderReviewStep({ snapshot, title }: BookingStepProps) {
  const { booking } = snapshot.context;
  if (!booking) return null;
  return (
    <div className="astro-step">
      {title('Your payment is being reviewed')}
      <p role="status">
        The card processor is reviewing this payment. Your time stays reserved, and we will email{' '}
        {booking.email} as soon as it is decided. Please do not pay again.
      </p>
      <p>
        Your booking code is <strong>{booking.code}</strong>.
      </p>
    </div>
  );
}

export function ConfirmedStep({ snapshot, title }: BookingStepProps) {
  const { booking } = snapshot.context;
  if (!booking) return null;
  return (
    <div className="astro-step">
      {title('Your reading is booked')}
      <p className="astro-code">
        Booking code: <strong data-testid="booking-code">{booking.code}</strong>
      </p>
      <BookingTimes booking={booking} visitorZone={booking.visitorTimeZone} />
      <p>
        We have emailed the confirmation to {booking.email}, with a calendar file and a link to
        reschedule.
      </p>
      <ul className="astro-links">
        <li>
          <a href={booking.calendarUrl} download={`astrology-reading-${booking.code}.ics`}>
            Add to your calendar (.ics file)
          </a>
        </li>
        <li>
          <Link to={booking.rescheduleUrl}>Reschedule this reading</Link> (up to 24 hours before it
          starts, at most twice)
        </li>
      </ul>
    </div>
  );
}
