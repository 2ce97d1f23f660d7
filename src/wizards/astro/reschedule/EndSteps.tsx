/** Waiting on the server, and how the reschedule ends: moved, or cancelled. */
import { BookingTimes } from '../BookingTimes';
import type { BookedStepProps } from './step-props';

/** What the page says while the server looks up, moves or cancels the booking. */
export function BusyStep({ text }: { text: string }) {
  return (
    <p role="status" aria-busy="true">
      {text}
    </p>
  );
}

export function MovedStep({ snapshot, title, booking }: BookedStepProps) {
  const { context } = snapshot;
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

export function CancelledStep({ title, booking }: BookedStepProps) {
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
