/** Marks a reading that has started completed or a no-show (choose → confirm → saved). */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { markOutcomeMachine } from '../../../machines/astro/astrologer';
import { ASTROLOGER_PATHS, type Outcome } from '../../../domain/astro/astrologer-pages';
import { Button, ButtonRow } from '../../ui/form';
import { Failure, Question } from '../PanelLines';
import { callOrFail } from '../call-or-fail';
import type { MachinePanelProps } from '../panel-props';

export const OUTCOME_LABELS: Record<string, string> = {
  COMPLETED: 'Completed',
  NO_SHOW: 'The devotee did not come',
};

export function OutcomePanel({
  api,
  code,
  recorded,
  inspect,
}: MachinePanelProps & { code: string; recorded: string }) {
  const machine = useMemo(
    () =>
      markOutcomeMachine.provide({
        actors: {
          markOutcome: fromPromise<Outcome, { code: string; outcome: Outcome }>(
            async ({ input }) => {
              const path = ASTROLOGER_PATHS.outcome(input.code);
              const body = { outcome: input.outcome };
              return (await callOrFail<{ outcome: Outcome }>(api, 'POST', path, body)).outcome;
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
        <Question
          yes={['Yes, record it', () => send({ type: 'outcome.confirm' })]}
          no={['Cancel', () => send({ type: 'outcome.cancel' })]}
        >
          Record reading {code} as “{OUTCOME_LABELS[chosen]}”?
        </Question>
      ) : null}
      {state.hasTag('busy') ? <p role="status">Saving...</p> : null}
      {state.matches('failed') ? <Failure problem={problem} prefix="outcome" send={send} /> : null}
    </div>
  );
}
