import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type InspectionEvent } from 'xstate';
import { markPerformedMachine, type PerformedScope } from '../../machines/staff';
import type { StaffApi } from '../domain/staff/api-result';
import { Button } from '../ui/form';

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
            const result =
              input.kind === 'people'
                ? await api.call<{ marked: number }>(
                    'POST',
                    `/orders/${input.orderNumber}/performed`,
                    { positions: input.positions },
                  )
                : await api.call<{ marked: number }>('POST', '/roster/performed', {
                    date: input.date,
                    ...(input.pujaId !== undefined && { pujaId: input.pujaId }),
                  });
            if (!result.ok) throw new Error(result.error.message);
            onDone();
            return result.data.marked;
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
        <div>
          <p>Mark as performed? Each devotee is emailed that the puja was offered.</p>
          <div className="button-row">
            <Button type="button" onClick={() => send({ type: 'performed.confirm' })}>
              Yes, mark performed
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => send({ type: 'performed.cancel' })}
            >
              Cancel
            </Button>
          </div>
        </div>
      )}
      {state.hasTag('busy') && <p role="status">Saving...</p>}
      {state.matches('failed') && (
        <div>
          <p role="alert">{state.context.problem}</p>
          <div className="button-row">
            <Button type="button" onClick={() => send({ type: 'performed.retry' })}>
              Try again
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => send({ type: 'performed.cancel' })}
            >
              Cancel
            </Button>
          </div>
        </div>
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
