/** The private calendar feed's address, and making a new one (the old one stops working). */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { feedSecretMachine } from '../../../machines/astro/astrologer';
import { ASTROLOGER_PATHS } from '../../../domain/astro/astrologer-pages';
import { Button, ButtonRow } from '../../ui/form';
import { callOrFail } from '../call-or-fail';
import type { MachinePanelProps } from '../panel-props';

export function FeedPanel({ api, feedUrl, inspect }: MachinePanelProps & { feedUrl: string }) {
  const machine = useMemo(
    () =>
      feedSecretMachine.provide({
        actors: {
          regenerateFeed: fromPromise<string>(async () => {
            const path = ASTROLOGER_PATHS.regenerateFeed;
            return (await callOrFail<{ feedUrl: string }>(api, 'POST', path, {})).feedUrl;
          }),
        },
      }),
    [api],
  );
  const [state, send] = useMachine(machine, { input: { feedUrl }, ...(inspect && { inspect }) });
  const { problem, renewed } = state.context;
  return (
    <section aria-labelledby="feed-heading" className="staff-panel astrologer-feed">
      <h2 id="feed-heading">Your calendar feed</h2>
      <p>
        Subscribe to this address in Google Calendar, Outlook or Apple Calendar to see your
        confirmed readings there. Keep it private: anyone with the address can read the feed.
      </p>
      <div className="field">
        <label className="field__label" htmlFor="feed-url">
          Feed address
        </label>
        <input
          id="feed-url"
          className="field__input"
          type="text"
          readOnly
          value={state.context.feedUrl}
          onFocus={(event) => event.target.select()}
        />
      </div>
      {renewed ? <p role="status">A new address is ready: the old one no longer works.</p> : null}
      {problem ? <p role="alert">{problem}</p> : null}
      {state.matches('idle') ? (
        <Button variant="secondary" onClick={() => send({ type: 'feed.regenerate' })}>
          Make a new address
        </Button>
      ) : null}
      {state.matches('confirming') ? (
        <div>
          <p>
            Calendars using the current address will stop updating until you subscribe again with
            the new one. Go ahead?
          </p>
          <ButtonRow>
            <Button onClick={() => send({ type: 'feed.confirm' })}>Yes, make a new address</Button>
            <Button variant="secondary" onClick={() => send({ type: 'feed.cancel' })}>
              Keep the current one
            </Button>
          </ButtonRow>
        </div>
      ) : null}
      {state.hasTag('busy') ? <p role="status">Making a new address...</p> : null}
    </section>
  );
}
