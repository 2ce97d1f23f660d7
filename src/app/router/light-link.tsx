import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useNavigate, type To } from 'react-router';

export interface LightLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** Follow the link with a full page load. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** react-router options that only matter to its framework mode; accepted and ignored. */
const FRAMEWORK_ONLY = [
  'prefetch',
  'discover',
  'viewTransition',
  'preventScrollReset',
  'relative',
] as const;
type FrameworkOnly = (typeof FRAMEWORK_ONLY)[number];

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * react-router-dom's <Link> for a declarative router: an ordinary anchor whose
 * plain left clicks navigate in the app. It stands in for react-router's own
 * Link in the browser build (see vite.config.ts): that one carries framework
 * mode's prefetching and route discovery, about 4 kB of gzipped first-load
 * JavaScript this site never uses.
 */
export function Link(props: LightLinkProps & Partial<Record<FrameworkOnly, unknown>>) {
  const { to, replace, state, reloadDocument, onClick, target, ref, children, ...rest } = props;
  const anchor: Record<string, unknown> = { ...rest };
  for (const key of FRAMEWORK_ONLY) delete anchor[key];
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const href = useHref(external ? '/' : to);
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      external ||
      reloadDocument ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    void navigate(to, { replace, state });
  };
  return (
    <a
      {...anchor}
      ref={ref}
      href={external ? (to as string) : href}
      target={target}
      onClick={handleClick}
    >
      {children}
    </a>
  );
}
