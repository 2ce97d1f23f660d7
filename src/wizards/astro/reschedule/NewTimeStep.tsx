/** Choosing the new time on the calendar, with the reason for the move. */
import { slotsLoading } from '../../../../machines/astro/reschedule';
import { formatInZone } from '../../../domain/astro/time-zones';
import { Button, ButtonRow, ErrorSummary, TextArea } from '../../../ui/form';
import { Notice } from '../Notice';
import { SlotPicker } from '../SlotPicker';
import type { RescheduleStepProps } from './step-props';

export function NewTimeStep({ snapshot, send, title }: RescheduleStepProps) {
  const { context } = snapshot;
  const { booking } = context;
  if (!booking) return null;
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
      <TextArea
        id="reason"
        label="Why are you moving it? (optional)"
        hint="The astrologer sees what you write here."
        value={context.reason}
        rows={3}
        onChange={(reason) => send({ type: 'reason.update', reason })}
      />
      <ButtonRow>
        <Button variant="secondary" onClick={() => send({ type: 'wizard.back' })}>
          Back
        </Button>
        <Button
          onClick={() => send({ type: 'reschedule.confirm' })}
          disabled={!snapshot.can({ type: 'reschedule.confirm' })}
        >
          Move my reading
        </Button>
      </ButtonRow>
    </div>
  );
}
