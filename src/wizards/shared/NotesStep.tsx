import { TextArea, errorFor } from '../../ui/form';
import type { StepProps } from './types';

export function NotesStep({ snapshot, send, copy }: StepProps) {
  return (
    <TextArea
      id="notes"
      label="Notes for the temple (optional)"
      hint={copy.notesHint}
      value={snapshot.context.notes}
      error={errorFor(snapshot.context.errors, 'notes')}
      onChange={(value) => send({ type: 'notes.update', value })}
    />
  );
}
