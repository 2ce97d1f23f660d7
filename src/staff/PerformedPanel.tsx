import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  markPerformedMachine,
  type PerformedRequest,
  type PerformedScope,
  type PhotoFile,
} from '../../machines/staff';
import { Button } from '../ui/form';
import { ProofFields } from './ProofFields';
import { Done, Failure, Question } from './PanelLines';
import { callOrFail } from './call-or-fail';
import type { MachinePanelProps } from './panel-props';

/**
 * Marks pujas performed (the devotees are emailed), with photographs and a
 * video link if given: choose → confirm (with the proof) → upload → result.
 */
export function PerformedPanel(
  props: MachinePanelProps & { scope: PerformedScope | null; label: string; onDone: () => void },
) {
  const { api, scope, label, onDone, inspect } = props;
  const machine = useMemo(
    () =>
      markPerformedMachine.provide({
        actors: {
          uploadPhoto: fromPromise<{ id: string }, PhotoFile>(async ({ input }) => {
            if (!(input instanceof Blob)) throw new Error('Choose the photograph again');
            const { photo } = await callOrFail<{ photo: { id: string } }>(
              api,
              'POST',
              '/photos',
              input,
            );
            return { id: photo.id };
          }),
          markPerformed: fromPromise<number, PerformedRequest>(async ({ input }) => {
            const { scope: chosen, photos, videoUrl } = input;
            const proof = {
              ...(photos.length > 0 && { photos }),
              ...(videoUrl && { videoUrl }),
            };
            const { marked } = await callOrFail<{ marked: number }>(
              api,
              'POST',
              chosen.kind === 'people'
                ? `/orders/${chosen.orderNumber}/performed`
                : '/roster/performed',
              chosen.kind === 'people'
                ? { positions: chosen.positions, ...proof }
                : {
                    date: chosen.date,
                    ...(chosen.pujaId !== undefined && { pujaId: chosen.pujaId }),
                    ...proof,
                  },
            );
            onDone();
            return marked;
          }),
        },
      }),
    [api, onDone],
  );
  const [state, send] = useMachine(machine, { ...(inspect && { inspect }) });
  const { photos, videoUrl, proofProblems, marked, problem } = state.context;
  const uploaded = photos.filter((p) => p.id !== null).length;
  return (
    <div className="staff-panel">
      {state.matches('idle') && (
        <Button
          type="button"
          disabled={!scope}
          onClick={() => scope && send({ type: 'performed.choose', scope })}
        >
          {label}
        </Button>
      )}
      {state.matches('confirming') && (
        <>
          <ProofFields photos={photos} videoUrl={videoUrl} problems={proofProblems} send={send} />
          <Question
            yes={['Yes, mark performed', () => send({ type: 'performed.confirm' })]}
            no={['Cancel', () => send({ type: 'performed.cancel' })]}
          >
            {photos.length > 0 || videoUrl.trim()
              ? 'Mark as performed? Each devotee is emailed that the puja was offered, with the photographs and video link (devotees whose people were marked before get one email with them).'
              : 'Mark as performed? Each devotee is emailed that the puja was offered.'}
          </Question>
        </>
      )}
      {state.matches('uploading') && (
        <p role="status">
          Uploading photograph {uploaded + 1} of {photos.length}...
        </p>
      )}
      {state.matches('submitting') && <p role="status">Saving...</p>}
      {state.matches('failed') && <Failure problem={problem} prefix="performed" send={send} />}
      {state.matches('done') && (
        <Done onClose={() => send({ type: 'performed.close' })}>
          Marked {marked} {marked === 1 ? 'person' : 'people'} performed
          {photos.length > 0 ? `, with ${photos.length} photograph(s)` : ''}.
        </Done>
      )}
    </div>
  );
}
