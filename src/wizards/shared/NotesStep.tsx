import { TextArea, errorFor } from '../../ui/form';
import { useLingui } from '@lingui/react/macro';
import { useTranslatedErrors } from './translate-errors';
import type { StepProps } from './types';

export function NotesStep({ snapshot, send, copy }: StepProps) {
  const { t } = useLingui();
  const errors = useTranslatedErrors(snapshot.context.errors);
  return (
    <TextArea
      id="notes"
      label={t`Notes for the temple (optional)`}
      hint={copy.notesHint}
      value={snapshot.context.notes}
      error={errorFor(errors, 'notes')}
      onChange={(value) => send({ type: 'notes.update', value })}
    />
  );
}
