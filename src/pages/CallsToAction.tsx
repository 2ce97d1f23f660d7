import type { ReactNode } from 'react';
import { Link } from '../app/router';

/** A page's row of next steps (NextStep links, the first usually `main`). */
export function CallsToAction({ children }: { children: ReactNode }) {
  return <div className="cta">{children}</div>;
}

/** One next step: a button-styled link, secondary unless `main`. */
export function NextStep({
  to,
  main,
  children,
}: {
  to: string;
  main?: boolean;
  children: ReactNode;
}) {
  return (
    <Link className={main ? 'button' : 'button button--secondary'} to={to}>
      {children}
    </Link>
  );
}
