/** The optional reason for moving or cancelling a reading, which the astrologer reads. */
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <TextArea
      id="reason"
      label={label}
      hint={t`The astrologer sees what you write here.`}
      value={value}
      rows={3}
      onChange={(reason) => send({ type: 'reason.update', reason })}
    />
  );
}
