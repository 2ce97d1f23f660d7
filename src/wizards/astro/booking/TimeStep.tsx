/** Choosing the time on the calendar, in the visitor's zone (and the chosen astrologer's). */
import { chosenAstrologer, slotsLoading } from '../../../../machines/astro/booking';
import { Button, ButtonRow, ErrorSummary } from '../../../ui/form';
import { Notice } from '../Notice';
import { SlotPicker } from '../SlotPicker';
import type { BookingStepProps } from './step-props';

export function TimeStep({ snapshot, send, title }: BookingStepProps) {
  const { context } = snapshot;
  return (
    <div className="astro-step">
      <ErrorSummary errors={context.errors} />
      {title('Choose a time')}
      <Notice text={context.notice} />
      <SlotPicker
        picking={context}
        loading={slotsLoading(snapshot)}
        errors={context.errors}
        astrologerZone={chosenAstrologer(context)?.timeZone ?? null}
        can={(event) => snapshot.can(event)}
        send={send}
      />
      <ButtonRow>
        {snapshot.can({ type: 'wizard.back' }) ? (
          <Button variant="secondary" onClick={() => send({ type: 'wizard.back' })}>
            Back
          </Button>
        ) : null}
        <Button
          onClick={() => send({ type: 'wizard.next' })}
          disabled={!snapshot.can({ type: 'wizard.next' })}
        >
          Continue
        </Button>
      </ButtonRow>
    </div>
  );
}
