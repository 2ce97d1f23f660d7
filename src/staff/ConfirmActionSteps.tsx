import type { ReactNode } from 'react';
import type { ConfirmActionContext, ConfirmActionEvent } from '../../machines/staff';
import { Done, Failure, Question } from './PanelLines';

/** What the steps read from a running confirm-then-act machine. */
interface ConfirmActionState<TResult> {
  matches(state: 'confirming' | 'failed' | 'done'): boolean;
  hasTag(tag: 'busy'): boolean;
  context: ConfirmActionContext<TResult>;
}

/**
 * The confirm-then-act machine's steps after its first button, for every
 * panel on that machine: the question, the wait, the failure with Try again,
 * and the result with Close. `inline` keeps them phrasing content (inside a
 * figcaption); otherwise the result is a paragraph.
 */
export function ConfirmActionSteps<TResult>({
  state,
  send,
  yes,
  question,
  busy,
  done,
  onDone,
  inline = false,
}: {
  state: ConfirmActionState<TResult>;
  send: (event: ConfirmActionEvent) => void;
  /** The confirming button's label. */
  yes: string;
  question: ReactNode;
  busy: string;
  done: (result: TResult) => ReactNode;
  onDone: () => void;
  inline?: boolean;
}) {
  return (
    <>
      {state.matches('confirming') && (
        <Question
          yes={[yes, () => send({ type: 'action.confirm' })]}
          no={['Cancel', () => send({ type: 'action.cancel' })]}
        >
          {question}
        </Question>
      )}
      {state.hasTag('busy') && <p role="status">{busy}</p>}
      {state.matches('failed') && (
        <Failure problem={state.context.problem} prefix="action" send={send} />
      )}
      {state.matches('done') && (
        <Done
          inline={inline}
          onClose={() => {
            send({ type: 'action.close' });
            onDone();
          }}
        >
          {done(state.context.result!)}
        </Done>
      )}
    </>
  );
}
