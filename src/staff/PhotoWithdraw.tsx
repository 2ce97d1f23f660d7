import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { withdrawPhotoMachine } from '../../machines/staff';
import type { ProofPhoto } from '../../domain/proof';
import { Button } from '../ui/form';
import { ConfirmActionSteps } from './ConfirmActionSteps';
import { callOrFail } from './call-or-fail';
import type { MachinePanelProps } from './panel-props';

/** One attached photograph with its Withdraw button: ask → withdraw → result. */
export function PhotoWithdraw(
  props: MachinePanelProps & {
    photo: Pick<ProofPhoto, 'id' | 'thumbUrl' | 'url' | 'alt'> & { caption?: string };
    onDone: () => void;
  },
) {
  const { api, photo, onDone, inspect } = props;
  const machine = useMemo(
    () =>
      withdrawPhotoMachine.provide({
        actors: {
          performAction: fromPromise<void, string>(async ({ input }) => {
            await callOrFail(api, 'DELETE', `/photos/${input}`, undefined);
          }),
        },
      }),
    [api],
  );
  const [state, send] = useMachine(machine, {
    input: { fallbackProblem: 'Withdrawing failed' },
    ...(inspect && { inspect }),
  });
  return (
    <figure className="staff-photo">
      {!state.matches('done') && (
        <a href={photo.url}>
          <img src={photo.thumbUrl} alt={photo.alt} width={160} />
        </a>
      )}
      <figcaption>
        {photo.caption}
        {state.matches('idle') && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => send({ type: 'action.choose', subject: photo.id })}
          >
            Withdraw<span className="visually-hidden"> this photograph</span>
          </Button>
        )}
        <ConfirmActionSteps
          inline
          state={state}
          send={send}
          yes="Yes, withdraw it"
          question="Withdraw this photograph? Devotees no longer see it on their order page or in their emails."
          busy="Withdrawing..."
          done={() => 'Photograph withdrawn. '}
          onDone={onDone}
        />
      </figcaption>
    </figure>
  );
}
