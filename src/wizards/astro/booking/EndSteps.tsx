/** Holding the time, and how the booking ends: the hold lapsed, under review, or booked. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PAYMENT_TEXT } from '../../../../domain/payment-text';
import type { BookingView } from '../../../../domain/astro/api';
import { BookedTimes } from '../BookingTimes';
import { withBooking } from '../with-booking';
import { SendIfAllowed } from '../StepButtons';
import type { BookingStepProps } from './step-props';

type BookedProps = BookingStepProps & { booking: BookingView };

export function HoldingStep() {
  return (
    <div className="astro-step" aria-busy="true">
      <p role="status">
        <Trans>Holding your time...</Trans>
      </p>
    </div>
  );
}

export function HoldLapsedStep({ snapshot, send, title }: BookingStepProps) {
  const { t } = useLingui();
  const minutes = snapshot.context.catalog?.holdMinutes;
  return (
    <div className="astro-step">
      {title(t`Your hold on this time has lapsed`)}
      <p>
        <Trans>
          We hold a time for {minutes} minutes while you pay. Nothing was charged. Please choose a
          time again.
        </Trans>
      </p>
      <SendIfAllowed snapshot={snapshot} send={send} event={{ type: 'slots.again' }}>
        <Trans>Choose a time again</Trans>
      </SendIfAllowed>
    </div>
  );
}

function UnderReview({ title, booking }: BookedProps) {
  const { i18n } = useLingui();
  const { email, code } = booking;
  return (
    <div className="astro-step">
      {title(i18n._(PAYMENT_TEXT.underReviewTitle))}
      <p role="status">
        <Trans>
          The card processor is reviewing this payment. Your time stays reserved, and we will email{' '}
          {email} as soon as it is decided. Please do not pay again.
        </Trans>
      </p>
      <p>
        <Trans>
          Your booking code is <strong>{code}</strong>.
        </Trans>
      </p>
    </div>
  );
}

function Confirmed({ title, booking }: BookedProps) {
  const { t } = useLingui();
  const { email, code } = booking;
  return (
    <div className="astro-step">
      {title(t`Your reading is booked`)}
      <BookedTimes booking={booking} visitorZone={booking.visitorTimeZone} />
      <p>
        <Trans>
          We have emailed the confirmation to {email}, with a calendar file and a link to
          reschedule.
        </Trans>
      </p>
      <ul className="astro-links">
        <li>
          <a href={booking.calendarUrl} download={`astrology-reading-${code}.ics`}>
            <Trans>Add to your calendar (.ics file)</Trans>
          </a>
        </li>
        {booking.receiptUrl && (
          <li>
            <a href={booking.receiptUrl} download={`receipt-${code}.pdf`}>
              <Trans>Payment receipt (PDF)</Trans>
            </a>
          </li>
        )}
        <li>
          <Trans>
            <Link to={booking.rescheduleUrl}>Reschedule this reading</Link> (up to 24 hours before
            it starts, at most twice)
          </Trans>
        </li>
      </ul>
    </div>
  );
}

export const UnderReviewStep = withBooking<BookingStepProps>(UnderReview);
export const ConfirmedStep = withBooking<BookingStepProps>(Confirmed);
