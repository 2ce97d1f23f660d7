/** Choosing the time on the calendar, in the visitor's zone (and the chosen astrologer's). */
import { Trans, useLingui } from '@lingui/react/macro';
import { chosenAstrologer, slotsLoading } from '../../../../machines/astro/booking';
import { useTranslatedErrors } from '../../shared/translate-errors';
import { BackAndForward } from '../StepButtons';
import { StepFrame } from '../StepFrame';
import { SlotPicker } from '../SlotPicker';
import type { BookingStepProps } from './step-props';

export function TimeStep({ snapshot, send, title }: BookingStepProps) {
  const { context } = snapshot;
  const { t } = useLingui();
  const errors = useTranslatedErrors(context.errors);
  return (
    <StepFrame errors={errors} heading={title(t`Choose a time`)} notice={context.notice}>
      <SlotPicker
        picking={context}
        loading={slotsLoading(snapshot)}
        errors={errors}
        astrologerZone={chosenAstrologer(context)?.timeZone ?? null}
        can={(event) => snapshot.can(event)}
        send={send}
      />
      <BackAndForward snapshot={snapshot} send={send} event={{ type: 'wizard.next' }}>
        <Trans>Continue</Trans>
      </BackAndForward>
    </StepFrame>
  );
}
