import { useEffect } from 'react';
import { documentTitle } from '../../domain/site-routes';

/** Console pages title themselves (the site's title hook leaves /staff alone). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(`${title} · Staff`);
  }, [title]);
}
