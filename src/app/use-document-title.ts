import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { useLocation } from './router';
import { loadCatalog } from './i18n/catalogs';
import { trimTrailingSlashes } from '../../domain/trailing-slashes';

/**
 * Keeps the document title and meta description in step with the route and
 * the language. The server already sends each page with its own title in its
 * language, so nothing is done for the first page, and the table of titles
 * (with its catalog part, `site:heads`) is loaded only on the first move to
 * another page or language: it stays out of the first-load JavaScript.
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const language = i18n.locale;
  const first = useRef(`${language}${pathname}`);
  useEffect(() => {
    if (`${language}${pathname}` === first.current && document.title) return;
    // The staff console and an order's page title their own pages.
    if (pathname.startsWith('/staff') || pathname.startsWith('/my-order/')) return;
    first.current = '';
    let current = true;
    void Promise.all([
      import('./page-heads'),
      import('../../domain/site-routes'),
      loadCatalog(i18n, language, 'site:heads'),
    ]).then(([{ NOT_FOUND_HEAD, PAGE_HEADS }, { documentTitle }]) => {
      if (!current) return;
      const trimmed = pathname.length > 1 ? trimTrailingSlashes(pathname) : pathname;
      const head = PAGE_HEADS[trimmed] ?? NOT_FOUND_HEAD;
      document.title = documentTitle(i18n._(head.title));
      const meta = document.querySelector('meta[name="description"]');
      if (PAGE_HEADS[trimmed] && meta) meta.setAttribute('content', i18n._(head.description));
    });
    return () => {
      current = false;
    };
  }, [pathname, language, i18n]);
}
