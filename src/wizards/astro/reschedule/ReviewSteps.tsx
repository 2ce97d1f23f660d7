/** The booking found, with what the policy allows; and the cancellation asked for, to confirm. */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CHANGE_CUTOFF_HOURS,
  MAX_RESCHEDULES,
  type ChangeCheck,
} from '../../../../domain/astro/policy';
import { formatUsd } from '../../../../domain/money';
import { Button, ButtonRow } from '../../../ui/form';
import { ErasureRequestFromServices } from '../../privacy/ErasureRequestPanel';
import { BookingTimes } from '../BookingTimes';
import { Notice } from '../Notice';
import { SendIfAllowed } from '../StepButtons';
import { ReasonField } from './ReasonField';
import type { BookedStepProps } from './step-props';

/** Why the booking may not move, from the policy's reason (its English message otherwise). */
function RescheduleRefusal({ check }: { check: ChangeCheck }) {
  const hours = CHANGE_CUTOFF_HOURS;
  const max = MAX_RESCHEDULES;
  switch (check.reason) {
    case 'STARTED':
      return (
        <Trans>
          This reading has already started or taken place, so it can no longer be rescheduled.
        </Trans>
      );
    case 'TOO_LATE':
      return <Trans>A reading cannot be rescheduled within {hours} hours of its start.</Trans>;
    case 'NOT_CONFIRMED':
      return <Trans>Only a paid, confirmed booking can be rescheduled.</Trans>;
    case 'TOO_MANY_RESCHEDULES':
      return (
        <Trans>
          A booking can be rescheduled at most {max} times, and this one already has been.
        </Trans>
      );
    default:
      return <>{check.message}</>;
  }
}

export function ReviewStep({ snapshot, send, title, booking }: BookedStepProps) {
  const { context } = snapshot;
  const { t } = useLingui();
  const { code, rescheduleCount: count } = booking;
  const max = MAX_RESCHEDULES;
  return (
    <div className="astro-step">
      {title(t`Booking ${code}`)}
      <Notice text={context.notice} alert />
      <BookingTimes booking={booking} visitorZone={context.visitorTimeZone} />
      <p>
        <Trans>
          Rescheduled so far: {count} of {max} times.
        </Trans>{' '}
        <a href={booking.calendarUrl}>
          <Trans>Calendar file (.ics)</Trans>
        </a>
        {booking.receiptUrl && (
          <>
            {' '}
            <a href={booking.receiptUrl}>
              <Trans>Payment receipt (PDF)</Trans>
            </a>
          </>
        )}
      </p>
      <SendIfAllowed
        snapshot={snapshot}
        send={send}
        event={{ type: 'reschedule.start' }}
        otherwise={
          <p className="astro-notice" data-testid="reschedule-refusal">
            <RescheduleRefusal check={booking.reschedule} />
          </p>
        }
      >
        <Trans>Choose a new time</Trans>
      </SendIfAllowed>
      {snapshot.can({ type: 'cancel.start' }) ? (
        <p>
          <Button variant="secondary" onClick={() => send({ type: 'cancel.start' })}>
            <Trans>Cancel this reading</Trans>
          </Button>
        </p>
      ) : null}
      <ErasureRequestFromServices
        request={
          context.token
            ? { bookingCode: code, token: context.token }
            : { bookingCode: code, email: context.email }
        }
      />
    </div>
  );
}

export function ConfirmCancelStep({ snapshot, send, title, booking }: BookedStepProps) {
  const { context } = snapshot;
  const { i18n, t } = useLingui();
  const price = formatUsd(booking.readingType.priceCents, i18n.locale);
  return (
    <div className="astro-step">
      {title(t`Cancel this reading?`)}
      <BookingTimes booking={booking} visitorZone={context.visitorTimeZone} />
      <p>
        <Trans>
          The time is given up at once and the {price} you paid goes back to your card. This cannot
          be undone.
        </Trans>
      </p>
      <ReasonField
        label={t`Why are you cancelling it? (optional)`}
        value={context.reason}
        send={send}
      />
      <ButtonRow>
        <Button variant="secondary" onClick={() => send({ type: 'wizard.back' })}>
          <Trans>Back</Trans>
        </Button>
        <Button variant="warning" onClick={() => send({ type: 'cancel.confirm' })}>
          <Trans>Yes, cancel the reading</Trans>
        </Button>
      </ButtonRow>
    </div>
  );
}
