/** The booking found, with what the policy allows; and the cancellation asked for, to confirm. */
import { formatUsd } from '../../../domain/money';
import { Button, ButtonRow } from '../../../ui/form';
import { ErasureRequestFromServices } from '../../privacy/ErasureRequestPanel';
import { BookingTimes } from '../BookingTimes';
import { Notice } from '../Notice';
import { ReasonField } from './ReasonField';
import type { BookedStepProps } from './step-props';

export function ReviewStep({ snapshot, send, title, booking }: BookedStepProps) {
  const { context } = snapshot;
  return (
    <div className="astro-step">
      {title(`Booking ${booking.code}`)}
      <Notice text={context.notice} alert />
      <BookingTimes booking={booking} visitorZone={context.visitorTimeZone} />
      <p>
        Rescheduled so far: {booking.rescheduleCount} of 2 times.{' '}
        <a href={booking.calendarUrl}>Calendar file (.ics)</a>
      </p>
      {snapshot.can({ type: 'reschedule.start' }) ? (
        <Button onClick={() => send({ type: 'reschedule.start' })}>Choose a new time</Button>
      ) : (
        <p className="astro-notice" data-testid="reschedule-refusal">
          {booking.reschedule.message}
        </p>
      )}
      {snapshot.can({ type: 'cancel.start' }) ? (
        <p>
          <Button variant="secondary" onClick={() => send({ type: 'cancel.start' })}>
            Cancel this reading
          </Button>
        </p>
      ) : null}
      <ErasureRequestFromServices
        request={
          context.token
            ? { bookingCode: booking.code, token: context.token }
            : { bookingCode: booking.code, email: context.email }
        }
      />
    </div>
  );
}

export function ConfirmCancelStep({ snapshot, send, title, booking }: BookedStepProps) {
  const { context } = snapshot;
  return (
    <div className="astro-step">
      {title('Cancel this reading?')}
      <BookingTimes booking={booking} visitorZone={context.visitorTimeZone} />
      <p>
        The time is given up at once and the {formatUsd(booking.readingType.priceCents)} you paid
        goes back to your card. This cannot be undone.
      </p>
      <ReasonField
        label="Why are you cancelling it? (optional)"
        value={context.reason}
        send={send}
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
