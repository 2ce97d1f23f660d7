/**
 * The year page's private calendar feed: made, shown once, remade or revoked.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { type YearPageEvent } from '../../../machines/year-page';
import { Button, ButtonRow, FailureNotice } from '../../ui/form';
import { YearFailureText } from './YearFailureText';

type YearSend = (event: YearPageEvent) => void;

export function FeedPanel({
  live,
  feedUrl,
  confirming,
  busy,
  problem,
  send,
}: {
  live: boolean;
  feedUrl: string | null;
  confirming: boolean;
  busy: boolean;
  problem: string | null;
  send: YearSend;
}) {
  const confirmRef = useRef<HTMLDivElement>(null);
  // The question replaces the button that asked it: the keyboard's place moves to the question.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  return (
    <>
      <p>
        <Trans>
          Your calendar app can show these days beside your own: we make a private address for your
          family’s days, and the app reads it again every few hours, so new people and changes
          appear by themselves.
        </Trans>
      </p>
      {problem ? (
        <FailureNotice>
          <YearFailureText problem={problem} />
        </FailureNotice>
      ) : null}
      {feedUrl ? <FeedAddress feedUrl={feedUrl} /> : null}
      {live && !feedUrl ? (
        <p>
          <Trans>
            Your calendar address is live. For your privacy we show it only once, when it is made.
            If you have lost it, make a new one: the old address then stops working.
          </Trans>
        </p>
      ) : null}
      {confirming ? (
        <div
          className="notice year-feed__confirm"
          ref={confirmRef}
          tabIndex={-1}
          role="group"
          aria-labelledby="year-feed-confirm"
        >
          <p id="year-feed-confirm">
            <Trans>
              Stop the calendar address? Calendars that use it will no longer get your family’s
              days, and the address cannot be used again.
            </Trans>
          </p>
          <ButtonRow>
            <Button variant="warning" onClick={() => send({ type: 'feed.confirmRevoke' })}>
              <Trans>Yes, stop the address</Trans>
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'feed.cancel' })}>
              <Trans>Keep it</Trans>
            </Button>
          </ButtonRow>
        </div>
      ) : (
        <ButtonRow>
          <Button disabled={busy} onClick={() => send({ type: 'feed.create' })}>
            {busy ? (
              <Trans>Please wait…</Trans>
            ) : live ? (
              <Trans>Make a new calendar address</Trans>
            ) : (
              <Trans>Make my calendar address</Trans>
            )}
          </Button>
          {live ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => send({ type: 'feed.revoke' })}
            >
              <Trans>Stop the calendar address</Trans>
            </Button>
          ) : null}
        </ButtonRow>
      )}
    </>
  );
}

function FeedAddress({ feedUrl }: { feedUrl: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  return (
    <div className="year-feed">
      <label htmlFor="year-feed-url" className="field__label">
        <Trans>Your private calendar address</Trans>
      </label>
      <p className="field__hint" id="year-feed-url-hint">
        <Trans>
          Keep it to yourself: anyone with this address can see your family’s days. We show it only
          now.
        </Trans>
      </p>
      <input
        id="year-feed-url"
        className="field__input year-feed__url"
        aria-describedby="year-feed-url-hint"
        readOnly
        lang="en"
        value={feedUrl}
        onFocus={(event) => event.currentTarget.select()}
      />
      {canCopy ? (
        <ButtonRow>
          <Button
            variant="secondary"
            onClick={() => {
              void navigator.clipboard.writeText(feedUrl).then(() => setCopied(true));
            }}
          >
            {t`Copy the address`}
          </Button>
        </ButtonRow>
      ) : null}
      <p role="status">{copied ? <Trans>Copied.</Trans> : null}</p>
      <h3>
        <Trans>Add it to your calendar</Trans>
      </h3>
      <dl className="year-feed__steps">
        <dt>
          <span lang="en">Google Calendar</span>
        </dt>
        <dd>
          <Trans>
            On a computer, open Google Calendar. Beside “Other calendars” choose the plus sign, then
            “From URL”, paste the address and choose “Add calendar”.
          </Trans>
        </dd>
        <dt>
          <span lang="en">Apple Calendar</span>
        </dt>
        <dd>
          <Trans>
            On a Mac, choose File, then “New Calendar Subscription”, paste the address and choose
            Subscribe. On an iPhone or iPad, open Settings, then Calendar, Accounts, Add Account,
            Other, “Add Subscribed Calendar”, and paste the address.
          </Trans>
        </dd>
        <dt>
          <span lang="en">Outlook</span>
        </dt>
        <dd>
          <Trans>
            In Outlook on the web, open the calendar, choose “Add calendar”, then “Subscribe from
            web”, paste the address, give it a name and choose Import.
          </Trans>
        </dd>
      </dl>
    </div>
  );
}
