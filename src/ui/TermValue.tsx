import type { ReactNode } from 'react';

/** One term and its value in a `<dl>`, wrapped in a div so each pair is styled as one row. */
export function TermValue({
  term,
  valueClass,
  children,
}: {
  term: ReactNode;
  valueClass?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={valueClass}>{children}</dd>
    </div>
  );
}
