/** Choosing the new time on the calendar, with the reason for the move. */
import { slotsLoading } from '../../../../machines/astro/reschedule';
import { formatInZone } from '../../../domain/astro/time-zones';
import { Button, ButtonRow, ErrorSummary } from '../../../ui/form';
import { Notice } from '../Notice';
import { ReasonField } from './ReasonField';
import { SlotPicker } from '../SlotPicker';
import { SendButton } from '../StepButtons';
import type { BookedStepProps } from './step-props';

export function NewTimeStep({ snapshot, send, title, booking }: BookedStepProps) {
  const { context } = snapshot;
  return (
    <div className="astro-step">
      <ErrorSummary errors={context.errors} />
      {title('Choose a new time')}
      <Notice text={context.notice} alert />
      <p>
        Now booked: <strong>{formatInZone(booking.start, context.visitorTimeZone)}</strong>
      </p>
      <SlotPicker
        picking={context}
        loading={slotsLoading(snapshot)}
        errors={context.errors}
        astrologerZone={booking.astrologer.timeZone}
        can={(event) => snapshot.can(event)}
        send={send}
      />
      <ReasonField label="Why are you moving it? (optional)" value={context.reason} send={send} />
      <ButtonRow>
        <Button variant="secondary" onClick={() => send({ type: 'wizard.back' })}>
          Back
        </Button>
        <SendButton snapshot={snapshot} send={send} event={{ type: 'reschedule.confirm' }}>
          Move my reading
        </SendButton>
      </ButtonRow>
    </div>
  );
}
