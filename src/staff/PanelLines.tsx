/**
 * The lines a console panel's steps are drawn with: a question to answer
 * (Question), a failure to retry (Failure), a result to close (Done).
 */
import type { ReactNode } from 'react';
import { Button, ButtonRow } from '../ui/form';

type Answer = readonly [label: ReactNode, onClick: () => void];

/**
 * A line the staff member answers with a main button and a secondary one:
 * confirm or cancel, try again or cancel. `alert` for a failure's message.
 */
export function Question({
  children,
  alert = false,
  yes,
  no,
}: {
  children: ReactNode;
  alert?: boolean;
  yes: Answer;
  no: Answer;
}) {
  return (
    <div>
      <p role={alert ? 'alert' : undefined}>{children}</p>
      <ButtonRow>
        <Button onClick={yes[1]}>{yes[0]}</Button>
        <Button variant="secondary" onClick={no[1]}>
          {no[0]}
        </Button>
      </ButtonRow>
    </div>
  );
}

/** A failed call's message, with Try again and Cancel (the machine's `prefix.retry` and `prefix.cancel`). */
export function Failure<P extends string>({
  problem,
  prefix,
  send,
}: {
  problem: ReactNode;
  prefix: P;
  send: (event: { type: `${P}.retry` } | { type: `${P}.cancel` }) => void;
}) {
  return (
    <Question
      alert
      yes={['Try again', () => send({ type: `${prefix}.retry` })]}
      no={['Cancel', () => send({ type: `${prefix}.cancel` })]}
    >
      {problem}
    </Question>
  );
}

/**
 * A finished action's result, read out as a status, with Close. `inline`
 * keeps it phrasing content (inside a figcaption); otherwise a paragraph.
 */
export function Done({
  children,
  onClose,
  inline = false,
}: {
  children: ReactNode;
  onClose: () => void;
  inline?: boolean;
}) {
  const close = (
    <Button type="button" variant="secondary" onClick={onClose}>
      Close
    </Button>
  );
  return inline ? (
    <span>
      <span role="status">{children}</span>
      {close}
    </span>
  ) : (
    <div>
      <p role="status">{children}</p>
      {close}
    </div>
  );
}
