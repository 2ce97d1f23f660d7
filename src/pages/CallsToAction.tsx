import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Link } from '../app/router';

/** One next step: where it goes, its words, and whether it is the page's main one. */
export interface NextStep {
  to: string;
  label: MessageDescriptor;
  main?: true;
}

/** A page's row of next steps: button-styled links, secondary unless `main`. */
export function CallsToAction({ steps }: { steps: readonly NextStep[] }) {
  const { i18n } = useLingui();
  return (
    <div className="cta">
      {steps.map((step) => (
        <Link
          key={step.to}
          className={step.main ? 'button' : 'button button--secondary'}
          to={step.to}
        >
          {i18n._(step.label)}
        </Link>
      ))}
    </div>
  );
}
