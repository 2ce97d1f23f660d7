import { useEffect } from 'react';
import { useLocation } from './router';

/**
 * Each navigation scrolls to the top, or to the element named by the hash.
 * Lazy pages may not have rendered the element yet, so it is looked for again
 * for a short while.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const seek = () => {
      const element = document.getElementById(id);
      if (element) {
        element.scrollIntoView();
        return;
      }
      if (tries++ < 40) timer = setTimeout(seek, 50);
    };
    seek();
    return () => clearTimeout(timer);
  }, [pathname, hash, key]);
}
