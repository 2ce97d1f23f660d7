import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type InspectionEvent } from 'xstate';
import { markPerformedMachine, type PerformedScope } from '../../machines/staff';
import type { StaffApi } from '../domain/staff/api-result';
import { Button } from '../ui/form';
import { Failure, Question } from './Question';
import { callOrFail } from './call-or-fail';

/** Marks pujas performed (the devotees are emailed): choose → confirm → result. */
export function PerformedPanel(props: {
  api: StaffApi;
  scope: PerformedScope | null;
  label: string;
  onDone: () => void;
  /** Tests only: watches the running actor (the view-level model test reaches it this way). */
  inspect?: (event: InspectionEvent) => void;
}) {
  const { api, scope, label, onDone, inspect } = props;
  const machine = useMemo(
    () =>
      markPerformedMachine.provide({
        actors: {
          markPerformed: fromPromise<number, PerformedScope>(async ({ input }) => {
            const { marked } = await callOrFail<{ marked: number }>(
              api,
              'POST',
              input.kind === 'people'
                ? `/orders/${input.orderNumber}/performed`
                : '/roster/performed',
              input.kind === 'people'
                ? { positions: input.positions }
                : { date: input.date, ...(input.pujaId !== undefined && { pujaId: input.pujaId }) },
            );
            onDone();
            return marked;
          }),
        },
      }),
    [api, onDone],
  );
  const [state, send] = useMachine(machine, { ...(inspect && { inspect }) });
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
        <Question
          yes={['Yes, mark performed', () => send({ type: 'performed.confirm' })]}
          no={['Cancel', () => send({ type: 'performed.cancel' })]}
        >
          Mark as performed? Each devotee is emailed that the puja was offered.
        </Question>
      )}
      {state.hasTag('busy') && <p role="status">Saving...</p>}
      {state.matches('failed') && (
        <Failure problem={state.context.problem} prefix="performed" send={send} />
      )}
      {state.matches('done') && (
        <div>
          <p role="status">
            Marked {state.context.marked} {state.context.marked === 1 ? 'person' : 'people'}{' '}
            performed.
          </p>
          <Button
            type="button"
            variant="secondary"
            onClick={() => send({ type: 'performed.close' })}
          >
            Close
          </Button>
        </div>
      )}
    </div>
  );
}
