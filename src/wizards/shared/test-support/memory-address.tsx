/** The page address of an order wizard in a test: an address in memory (no browser history). */
import { useMemo, useState, type ReactNode } from 'react';
import { PageAddressContext, type PageAddress } from '../page-address';

export function MemoryAddress({
  at = '/',
  state = null,
  children,
}: {
  at?: string;
  state?: unknown;
  children?: ReactNode;
}) {
  const [entryState, setEntryState] = useState<unknown>(state);
  const address = useMemo<PageAddress>(() => {
    const url = new URL(at, 'http://site');
    return {
      pathname: url.pathname,
      search: url.search,
      state: entryState,
      replaceState: setEntryState,
      Link: ({ to, children: text }) => <a href={to}>{text}</a>,
    };
  }, [at, entryState]);
  return <PageAddressContext value={address}>{children}</PageAddressContext>;
}
