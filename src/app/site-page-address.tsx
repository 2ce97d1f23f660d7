/**
 * The order wizards' page address (src/wizards/shared/page-address.tsx) from
 * the site's router: what lets the order routes run without react-router.
 */
import { useMemo, type ReactNode } from 'react';
import { PageAddressContext, type PageAddress } from '../wizards/shared/page-address';
import { Link, useLocation, useNavigate } from './router';

export function SitePageAddress({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const address = useMemo<PageAddress>(
    () => ({
      pathname: location.pathname,
      search: location.search,
      state: location.state,
      replaceState: (state) =>
        navigate(
          { pathname: location.pathname, search: location.search, hash: location.hash },
          { replace: true, state },
        ),
      Link,
    }),
    [location, navigate],
  );
  return <PageAddressContext value={address}>{children}</PageAddressContext>;
}
