import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NOT_FOUND_TITLE, documentTitle, findSiteRoute } from '../domain/site-routes';

/** Keeps the document title and meta description in step with the route. */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = findSiteRoute(pathname);
    document.title = documentTitle(route?.title ?? NOT_FOUND_TITLE);
    const meta = document.querySelector('meta[name="description"]');
    if (route && meta) meta.setAttribute('content', route.description);
  }, [pathname]);
}
