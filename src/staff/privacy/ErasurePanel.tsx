import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type InspectionEvent } from 'xstate';
import { confirmErasureMachine, type ErasedCounts } from '../../../machines/staff';
import type { ErasureRequestView } from '../../domain/privacy/requests';
import { STAFF_ERASURE_PATHS } from '../../domain/privacy/requests';
import type { StaffApi } from '../../domain/staff/api-result';
import { Button } from '../../ui/form';
import { callOrFail } from '../call-or-fail';
import { Failure, Question } from '../Question';

export const describeErased = (erased: ErasedCounts) =>
  `${erased.orders ?? 0} orders, ${erased.bookings ?? 0} readings, ${erased.mails ?? 0} emails`;

/** Confirms one erasure request: confirm → erasing → what was erased. */
export function ErasurePanel(props: {
  api: StaffApi;
  requestId: string;
  who: string;
  onDone: () => void;
  /** Tests only: watches the running actor. */
  inspect?: (event: InspectionEvent) => void;
}) {
  const { api, requestId, who, onDone, inspect } = props;
  const machine = useMemo(
    () =>
      confirmErasureMachine.provide({
        actors: {
          performAction: fromPromise<ErasedCounts, string>(async ({ input }) => {
            const { request } = await callOrFail<{ request: ErasureRequestView }>(
              api,
              'POST',
              STAFF_ERASURE_PATHS.confirm(input),
              {},
            );
            return request.erased;
          }),
        },
      }),
    [api],
  );
  const [state, send] = useMachine(machine, {
    input: { fallbackProblem: 'The erasure failed' },
    ...(inspect && { inspect }),
  });
  return (
    <div>
      {state.matches('idle') && (
        <Button
          type="button"
          variant="warning"
          onClick={() => send({ type: 'action.choose', subject: requestId })}
        >
          Erase {who}&rsquo;s details
        </Button>
      )}
      {state.matches('confirming') && (
        <Question
          yes={['Yes, erase them', () => send({ type: 'action.confirm' })]}
          no={['Cancel', () => send({ type: 'action.cancel' })]}
        >
          Erase every order, reading and email of {who}? Receipts keep the billing name, amounts and
          dates. This cannot be undone.
        </Question>
      )}
      {state.hasTag('busy') && <p role="status">Erasing...</p>}
      {state.matches('failed') && (
        <Failure problem={state.context.problem} prefix="action" send={send} />
      )}
      {state.matches('done') && (
        <div>
          <p role="status">Erased: {describeErased(state.context.result!)}.</p>
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
        </div>
      )}
    </div>
  );
}
