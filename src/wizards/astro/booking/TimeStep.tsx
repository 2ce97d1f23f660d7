/** Choosing the time on the calendar, in the visitor's zone (and the chosen astrologer's). */
import { Trans, useLingui } from '@lingui/react/macro';
import { chosenAstrologer, slotsLoading } from '../../../../machines/astro/booking';
import { ButtonRow, ErrorSummary } from '../../../ui/form';
import { useTranslatedErrors } from '../../shared/translate-text';
import { Notice } from '../Notice';
import { BackIfAllowed, SendButton } from '../StepButtons';
import { SlotPicker } from '../SlotPicker';
import type { BookingStepProps } from './step-props';

export function TimeStep({ snapshot, send, title }: BookingStepProps) {
  const { context } = snapshot;
  const { t } = useLingui();
  const errors = useTranslatedErrors(context.errors);
  return (
    <div className="astro-step">
      <ErrorSummary errors={errors} />
      {title(t`Choose a time`)}
      <Notice text={context.notice} />
      <SlotPicker
        picking={context}
        loading={slotsLoading(snapshot)}
        errors={errors}
        astrologerZone={chosenAstrologer(context)?.timeZone ?? null}
        can={(event) => snapshot.can(event)}
        send={send}
      />
      <ButtonRow>
        <BackIfAllowed snapshot={snapshot} send={send} />
        <SendButton snapshot={snapshot} send={send} event={{ type: 'wizard.next' }}>
          <Trans>Continue</Trans>
        </SendButton>
      </ButtonRow>
    </div>
  );
}
