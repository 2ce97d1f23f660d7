import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Keeps the document title and meta description in step with the route. The
 * server already sends each page with its own title, so the route table is
 * loaded lazily here: it stays out of the first-load bundle.
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
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
