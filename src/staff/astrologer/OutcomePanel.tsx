/** Marks a reading that has started completed or a no-show (choose → confirm → saved). */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type InspectionEvent } from 'xstate';
import { markOutcomeMachine } from '../../../machines/astro/astrologer';
import { ASTROLOGER_PATHS, type Outcome } from '../../domain/astro/astrologer-pages';
import type { StaffApi } from '../../domain/staff/api-result';
import { Button, ButtonRow } from '../../ui/form';

export const OUTCOME_LABELS: Record<string, string> = {
  COMPLETED: 'Completed',
  NO_SHOW: 'The devotee did not come',
};

export function OutcomePanel({
  api,
  code,
  recorded,
  inspect,
}: {
  api: StaffApi;
  code: string;
  recorded: string;
  /** Tests only: watches the running actor (the view-level model test reaches it this way). */
  inspect?: (event: InspectionEvent) => void;
}) {
  const machine = useMemo(
    () =>
      markOutcomeMachine.provide({
        actors: {
          markOutcome: fromPromise<Outcome, { code: string; outcome: Outcome }>(
            async ({ input }) => {
              const result = await api.call<{ outcome: Outcome }>(
                'POST',
                ASTROLOGER_PATHS.outcome(input.code),
                { outcome: input.outcome },
              );
              if (!result.ok) throw new Error(result.error.message);
              return result.data.outcome;
            },
          ),
        },
      }),
    [api],
  );
  const [state, send] = useMachine(machine, {
    input: { code, recorded },
    ...(inspect && { inspect }),
  });
  const { chosen, problem } = state.context;
  const current = state.context.recorded;
  return (
    <div className="staff-panel">
      <p role="status">
        {current ? `Marked: ${OUTCOME_LABELS[current] ?? current}.` : 'Not marked yet.'}
      </p>
      {state.matches('idle') ? (
        <ButtonRow>
          <Button
            variant="secondary"
            onClick={() => send({ type: 'outcome.choose', outcome: 'COMPLETED' })}
          >
            Mark completed
          </Button>
          <Button
            variant="secondary"
            onClick={() => send({ type: 'outcome.choose', outcome: 'NO_SHOW' })}
          >
            Mark as a no-show
          </Button>
        </ButtonRow>
      ) : null}
      {state.matches('confirming') && chosen ? (
        <div>
          <p>
            Record reading {code} as “{OUTCOME_LABELS[chosen]}”?
          </p>
          <ButtonRow>
            <Button onClick={() => send({ type: 'outcome.confirm' })}>Yes, record it</Button>
            <Button variant="secondary" onClick={() => send({ type: 'outcome.cancel' })}>
              Cancel
            </Button>
          </ButtonRow>
        </div>
      ) : null}
      {state.hasTag('busy') ? <p role="status">Saving...</p> : null}
      {state.matches('failed') ? (
        <div>
          <p role="alert">{problem}</p>
          <ButtonRow>
            <Button onClick={() => send({ type: 'outcome.retry' })}>Try again</Button>
            <Button variant="secondary" onClick={() => send({ type: 'outcome.cancel' })}>
              Cancel
            </Button>
          </ButtonRow>
        </div>
      ) : null}
    </div>
  );
}
