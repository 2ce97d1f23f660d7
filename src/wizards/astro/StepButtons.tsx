/** The astrology steps' buttons, each sending one event the machine may or may not take now. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, ButtonRow } from '../../ui/form';

interface Sends<E> {
  snapshot: { can(event: E): boolean };
  send: (event: E) => void;
}

/** A step's forward button: sends `event`, disabled while the machine would not take it. */
export function SendButton<E extends { type: string }>({
  snapshot,
  send,
  event,
  children,
}: Sends<E> & { event: E; children: ReactNode }) {
  return (
    <Button onClick={() => send(event)} disabled={!snapshot.can(event)}>
      {children}
    </Button>
  );
}

/** A button sending `event`, shown only while the machine would take it (else `otherwise`). */
export function SendIfAllowed<E extends { type: string }>({
  snapshot,
  send,
  event,
  variant,
  otherwise = null,
  children,
}: Sends<E> & {
  event: E;
  variant?: 'secondary';
  otherwise?: ReactNode;
  children: ReactNode;
}) {
  return snapshot.can(event) ? (
    <Button variant={variant} onClick={() => send(event)}>
      {children}
    </Button>
  ) : (
    otherwise
  );
}

/** Back, where the machine takes it (a first step has none). */
export function BackIfAllowed({
  snapshot,
  send,
  children = <Trans>Back</Trans>,
}: Sends<{ type: 'wizard.back' }> & { children?: ReactNode }) {
  return (
    <SendIfAllowed
      snapshot={snapshot}
      send={send}
      event={{ type: 'wizard.back' }}
      variant="secondary"
    >
      {children}
    </SendIfAllowed>
  );
}

/** Back where the machine takes it, and the step's forward button. */
export function BackAndForward<E extends { type: string }>({
  snapshot,
  send,
  event,
  children,
}: Sends<E | { type: 'wizard.back' }> & { event: E; children: ReactNode }) {
  return (
    <ButtonRow>
      <BackIfAllowed snapshot={snapshot} send={send} />
      <SendButton snapshot={snapshot} send={send} event={event}>
        {children}
      </SendButton>
    </ButtonRow>
  );
}
