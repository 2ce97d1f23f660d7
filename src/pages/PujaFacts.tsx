import type { ReactNode } from 'react';

/** How prasad reaches the devotee: the same words on every puja page. */
const PRASAD_SENT =
  'After the puja, the prasad (the blessed offering) is posted to the shipping address you give in the order. The temple has not published delivery times; allow for international post.';

/** The four things a devotee asks before ordering: what happens, when and where, who, prasad. */
export function PujaFacts({
  what,
  whenWhere,
  who,
  prasad = PRASAD_SENT,
}: {
  what: ReactNode;
  whenWhere: ReactNode;
  who: ReactNode;
  /** Defaults to the standard words: prasad is posted to the shipping address. */
  prasad?: ReactNode;
}) {
  return (
    <section aria-labelledby="before-you-order">
      <h2 id="before-you-order">Before you order</h2>
      <ul className="facts-grid">
        <li>
          <h3>What happens</h3>
          <p>{what}</p>
        </li>
        <li>
          <h3>When and where</h3>
          <p>{whenWhere}</p>
        </li>
        <li>
          <h3>Who performs it</h3>
          <p>{who}</p>
        </li>
        <li>
          <h3>Prasad</h3>
          <p>{prasad}</p>
        </li>
      </ul>
    </section>
  );
}
