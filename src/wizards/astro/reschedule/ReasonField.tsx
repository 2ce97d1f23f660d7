/** The optional reason for moving or cancelling a reading, which the astrologer reads. */
import type { RescheduleEvent } from '../../../../machines/astro/reschedule';
import { TextArea } from '../../../ui/form';

export function ReasonField({
  label,
  value,
  send,
}: {
  label: string;
  value: string;
  send: (event: RescheduleEvent) => void;
}) {
  return (
    <TextArea
      id="reason"
      label={label}
      hint="The astrologer sees what you write here."
      value={value}
      rows={3}
      onChange={(reason) => send({ type: 'reason.update', reason })}
    />
  );
}
