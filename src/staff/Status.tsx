import type { Loaded } from './use-load';
import type { ReactNode } from 'react';

/** Loading and failure states of a loaded page part; children render the data. */
export function Status<T>({
  state,
  children,
}: {
  state: Loaded<T>;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <p role="status">Loading...</p>;
  if (state.status === 'failed') return <p role="alert">{state.message}</p>;
  return <>{children(state.data)}</>;
}

export function Notice({
  message,
  tone = 'status',
}: {
  message: string | null;
  tone?: 'status' | 'alert';
}) {
  return (
    <p role={tone} className={message ? `staff-notice staff-notice--${tone}` : 'visually-hidden'}>
      {message ?? ''}
    </p>
  );
}
