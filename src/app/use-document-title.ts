import { useEffect, useRef } from 'react';
import { useLocation } from './router';

/**
 * Keeps the document title and meta description in step with the route. The
 * server already sends each page with its own title, so nothing is done for
 * the first page, and the route table is loaded only on the first move to
 * another page: it stays out of the first-load JavaScript.
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current && document.title) return;
    // The staff console and an order's page title their own pages.
    if (pathname.startsWith('/staff') || pathname.startsWith('/my-order/')) return;
    firstPath.current = '';
    let current = true;
    void import('../domain/site-routes').then(
      ({ NOT_FOUND_TITLE, documentTitle, findSiteRoute }) => {
        if (!current) return;
        const route = findSiteRoute(pathname);
        document.title = documentTitle(route?.title ?? NOT_FOUND_TITLE);
        const meta = document.querySelector('meta[name="description"]');
        if (route && meta) meta.setAttribute('content', route.description);
      },
    );
    return () => {
      current = false;
    };
  }, [pathname]);
}
