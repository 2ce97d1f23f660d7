/** Choosing the new time on the calendar, with the reason for the move. */
import { Trans, useLingui } from '@lingui/react/macro';
import { slotsLoading } from '../../../../machines/astro/reschedule';
import { formatInZone } from '../../../../domain/astro/time-zones';
import { useTranslatedErrors } from '../../shared/translate-errors';
import { ReasonField } from './ReasonField';
import { SlotPicker } from '../SlotPicker';
import { BackAndForward } from '../StepButtons';
import { StepFrame } from '../StepFrame';
import type { BookedStepProps } from './step-props';

export function NewTimeStep({ snapshot, send, title, booking }: BookedStepProps) {
  const { context } = snapshot;
  const { i18n, t } = useLingui();
  const errors = useTranslatedErrors(context.errors);
  const booked = formatInZone(booking.start, context.visitorTimeZone, i18n.locale);
  return (
    <StepFrame errors={errors} heading={title(t`Choose a new time`)} notice={context.notice} alert>
      <p>
        <Trans>
          Now booked: <strong>{booked}</strong>
        </Trans>
      </p>
      <SlotPicker
        picking={context}
        loading={slotsLoading(snapshot)}
        errors={errors}
        astrologerZone={booking.astrologer.timeZone}
        can={(event) => snapshot.can(event)}
        send={send}
      />
      <ReasonField
        label={t`Why are you moving it? (optional)`}
        value={context.reason}
        send={send}
      />
      <BackAndForward snapshot={snapshot} send={send} event={{ type: 'reschedule.confirm' }}>
        <Trans>Move my reading</Trans>
      </BackAndForward>
    </StepFrame>
  );
}
