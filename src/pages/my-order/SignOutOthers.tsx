/**
 * "Sign out other links": every other emailed link to this order's page
 * stops opening it (a mail forwarded or a link shared); the one in the
 * address bar keeps working.
 */
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '../../app/router';
import { FIND_MY_ORDER_PAGE } from '../../../domain/my-order';
import { signOutOtherLinks, type ThroughToken } from '../../api/my-order';
import { Section } from '../Topics';

type Signing = { kind: 'idle' } | { kind: 'sending' } | ThroughToken<number>;

export function SignOutOthers({ token }: { token: string }) {
  const [signing, setSigning] = useState<Signing>({ kind: 'idle' });
  const signOut = async () => {
    if (signing.kind === 'sending') return;
    setSigning({ kind: 'sending' });
    setSigning(await signOutOtherLinks(token));
  };
  return (
    <Section id="other-links-heading" title={msg`Other links to this page`}>
      <p>
        <Trans>
          Each email about this order carries its own link to this page, and whoever holds one can
          open it. A link stops working after some months, or when newer links replace it. If you
          forwarded an email or shared a link, you can stop every other link now; this one keeps
          working.
        </Trans>
      </p>
      <p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void signOut()}
          aria-disabled={signing.kind === 'sending'}
        >
          <Trans>Sign out other links</Trans>
        </button>
      </p>
      {signing.kind === 'sending' ? (
        <p role="status">
          <Trans>Signing out the other links…</Trans>
        </p>
      ) : null}
      {signing.kind === 'done' ? (
        <p role="status">
          <Plural
            value={signing.answer}
            _0="There were no other links: only this one opens the page."
            one="Done: # other link no longer opens this page."
            other="Done: # other links no longer open this page."
          />
        </p>
      ) : null}
      {signing.kind === 'failed' ? (
        <p role="alert">
          <Trans>The other links could not be signed out just now. Please try again.</Trans>
        </p>
      ) : null}
      {signing.kind === 'not-found' ? (
        <p role="alert">
          <Trans>
            This link no longer opens the order. Ask for a new link with{' '}
            <Link to={FIND_MY_ORDER_PAGE}>Find my order</Link>.
          </Trans>
        </p>
      ) : null}
    </Section>
  );
}
