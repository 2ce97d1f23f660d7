/**
 * The page's address as the order wizards read it: the query, the history
 * entry's state and a link to another page, handed in by the app from the
 * site's router (src/app/wizard-page.tsx), so that the order routes load no
 * react-router (decision 0198). Tests hand in a memory one
 * (./test-support/memory-address.tsx).
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface PageAddress {
  /** The path as the page sees it (without the language prefix). */
  pathname: string;
  /** `?region=1`, or '' */
  search: string;
  /** The history entry's state (what "Order again" sends), null when none. */
  state: unknown;
  /** Replaces the history entry's state, keeping the address. */
  replaceState: (state: unknown) => void;
  /** A link to another page of the site, in the page's language. */
  Link: ComponentType<{ to: string; children?: ReactNode }>;
}

export const PageAddressContext = createContext<PageAddress | null>(null);

export function usePageAddress(): PageAddress {
  const address = useContext(PageAddressContext);
  if (!address) throw new Error('An order wizard needs the page address around it');
  return address;
}
