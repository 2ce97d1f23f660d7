import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type InspectionEvent } from 'xstate';
import { withdrawPhotoMachine } from '../../machines/staff';
import type { ProofPhoto } from '../domain/proof';
import type { StaffApi } from '../domain/staff/api-result';
import { Button } from '../ui/form';
import { Failure, Question } from './Question';
import { callOrFail } from './call-or-fail';

/** One attached photograph with its Withdraw button: ask → withdraw → result. */
export function PhotoWithdraw(props: {
  api: StaffApi;
  photo: Pick<ProofPhoto, 'id' | 'thumbUrl' | 'url' | 'alt'> & { caption?: string };
  onDone: () => void;
  /** Tests only: watches the running actor. */
  inspect?: (event: InspectionEvent) => void;
}) {
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
        {state.matches('confirming') && (
          <Question
            yes={['Yes, withdraw it', () => send({ type: 'action.confirm' })]}
            no={['Cancel', () => send({ type: 'action.cancel' })]}
          >
            Withdraw this photograph? Devotees no longer see it on their order page or in their
            emails.
          </Question>
        )}
        {state.matches('submitting') && <p role="status">Withdrawing...</p>}
        {state.matches('failed') && (
          <Failure problem={state.context.problem} prefix="action" send={send} />
        )}
        {state.matches('done') && (
          <span>
            <span role="status">Photograph withdrawn. </span>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                send({ type: 'action.close' });
                onDone();
              }}
            >
              Close
            </Button>
          </span>
        )}
      </figcaption>
    </figure>
  );
}
