import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { confirmErasureMachine, type ErasedCounts } from '../../../machines/staff';
import type { ErasureRequestView } from '../../../domain/privacy/requests';
import { STAFF_ERASURE_PATHS } from '../../../domain/privacy/requests';
import { Button } from '../../ui/form';
import { callOrFail } from '../call-or-fail';
import { ConfirmActionSteps } from '../ConfirmActionSteps';
import type { MachinePanelProps } from '../panel-props';

/** "2 orders, 1 readings, 4 emails" (and the addresses on others' orders, when there were any). */
export const describeErased = (erased: ErasedCounts) =>
  [
    `${erased.orders ?? 0} orders`,
    ...(erased.addresses ? [`${erased.addresses} addresses on others' orders`] : []),
    `${erased.bookings ?? 0} readings`,
    `${erased.mails ?? 0} emails`,
  ].join(', ');

/** Confirms one erasure request: confirm → erasing → what was erased. */
export function ErasurePanel(
  props: MachinePanelProps & { requestId: string; who: string; onDone: () => void },
) {
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
      <ConfirmActionSteps
        state={state}
        send={send}
        yes="Yes, erase them"
        question={`Erase every order, reading and email of ${who}? Receipts keep the billing name, amounts and dates. This cannot be undone.`}
        busy="Erasing..."
        done={(erased) => `Erased: ${describeErased(erased)}.`}
        onDone={onDone}
      />
    </div>
  );
}
