/** Waiting on the server, and how the reschedule ends: moved, or cancelled. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BookedTimes } from '../BookingTimes';
import type { BookedStepProps } from './step-props';

/** What the page says while the server looks up, moves or cancels the booking. */
export function BusyStep({ text }: { text: ReactNode }) {
  return (
    <p role="status" aria-busy="true">
      {text}
    </p>
  );
}

export function MovedStep({ snapshot, title, booking }: BookedStepProps) {
  const { context } = snapshot;
  const { t } = useLingui();
  const { code } = booking;
  return (
    <div className="astro-step">
      {title(t`Your reading has moved`)}
      <BookedTimes booking={booking} visitorZone={context.visitorTimeZone} />
      <p>
        <Trans>We have emailed you an updated calendar file; it replaces the earlier one.</Trans>
      </p>
      <p>
        <a href={booking.calendarUrl} download={`astrology-reading-${code}.ics`}>
          <Trans>Add the new time to your calendar (.ics file)</Trans>
        </a>
      </p>
    </div>
  );
}

export function CancelledStep({ title, booking }: BookedStepProps) {
  const { t } = useLingui();
  const { code } = booking;
  return (
    <div className="astro-step">
      {title(t`Your reading is cancelled`)}
      <p>
        <Trans>
          Booking {code} is cancelled. We have emailed you the details of the refund and a calendar
          update that removes the reading.
        </Trans>
      </p>
    </div>
  );
}
