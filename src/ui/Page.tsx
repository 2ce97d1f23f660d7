import type { ReactNode } from 'react';

/**
 * The one page grid: the main column and, on wide screens, a side column that
 * stays in view (the order panel, a wizard's running total). On narrow
 * screens the side column follows the main one.
 */
export function Page({
  children,
  aside,
  asideLabel,
}: {
  children: ReactNode;
  aside?: ReactNode;
  asideLabel?: string;
}) {
  return (
    <div className="page">
      <div className="page__main">{children}</div>
      {aside ? (
        <aside className="page__aside" aria-label={asideLabel}>
          {aside}
        </aside>
      ) : null}
    </div>
  );
}
