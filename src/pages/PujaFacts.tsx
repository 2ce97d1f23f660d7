import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/** The four things a devotee asks before ordering: what happens, when and where, who, prasad. */
export function PujaFacts({
  what,
  whenWhere,
  who,
  prasad,
}: {
  what: ReactNode;
  whenWhere: ReactNode;
  who: ReactNode;
  /** Defaults to the standard words: prasad is posted to the shipping address. */
  prasad?: ReactNode;
}) {
  return (
    <section aria-labelledby="before-you-order">
      <h2 id="before-you-order">
        <Trans>Before you order</Trans>
      </h2>
      <ul className="facts-grid">
        <li>
          <h3>
            <Trans>What happens</Trans>
          </h3>
          <p>{what}</p>
        </li>
        <li>
          <h3>
            <Trans>When and where</Trans>
          </h3>
          <p>{whenWhere}</p>
        </li>
        <li>
          <h3>
            <Trans>Who performs it</Trans>
          </h3>
          <p>{who}</p>
        </li>
        <li>
          <h3>
            <Trans>Prasad</Trans>
          </h3>
          <p>
            {prasad ?? (
              // How prasad reaches the devotee: the same words on every puja page.
              <Trans>
                After the puja, the prasad (the blessed offering) is posted to the shipping address
                you give in the order. The temple has not published delivery times; allow for
                international post.
              </Trans>
            )}
          </p>
        </li>
      </ul>
    </section>
  );
}
