import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { Say, Section } from './Topics';

type Facts = {
  what: ReactNode;
  whenWhere: ReactNode;
  who: ReactNode;
  /** Defaults to the standard words: prasad is posted to the shipping address. */
  prasad?: ReactNode;
};

/** The questions, in the order they are answered. */
const QUESTIONS: readonly [keyof Facts, MessageDescriptor][] = [
  ['what', msg`What happens`],
  ['whenWhere', msg`When and where`],
  ['who', msg`Who performs it`],
  ['prasad', msg`Prasad`],
];

/** The four things a devotee asks before ordering: what happens, when and where, who, prasad. */
export function PujaFacts(facts: Facts) {
  const answers: Required<Facts> = {
    ...facts,
    // How prasad reaches the devotee: the same words on every puja page.
    prasad: facts.prasad ?? (
      <Trans>
        After the puja, the prasad (the blessed offering) is posted to the shipping address you give
        in the order. The temple has not published delivery times; allow for international post.
      </Trans>
    ),
  };
  return (
    <Section id="before-you-order" title={msg`Before you order`}>
      <ul className="facts-grid">
        {QUESTIONS.map(([key, question]) => (
          <li key={key}>
            <h3>
              <Say text={question} />
            </h3>
            <p>{answers[key]}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
