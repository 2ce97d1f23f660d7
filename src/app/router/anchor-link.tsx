import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

export interface AnchorLinkProps<To> extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
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

/** A left click without a modifier key: the one a link may take over in the app. */
export const isPlainClick = (event: MouseEvent<HTMLElement>): boolean =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The two hooks a router gives a link: the href of a target, and a way to go there. */
export interface LinkHooks<To> {
  useHref: (to: To) => string;
  useNavigate: () => (to: To, options: { replace?: boolean; state?: unknown }) => unknown;
}

/**
 * A <Link> for a declarative router: an ordinary anchor whose plain left
 * clicks navigate in the app; modified clicks, other targets, prevented
 * clicks and absolute URLs are left to the browser. react-router's own Link
 * carries framework mode's prefetching and route discovery (≈4 kB gzip),
 * which this site never uses. One implementation for both routers of the
 * site (./index.ts and ./light-link.tsx).
 */
export function createLink<To>({ useHref, useNavigate }: LinkHooks<To>) {
  return function Link(props: AnchorLinkProps<To> & Partial<Record<FrameworkOnly, unknown>>) {
    const { to, replace, state, reloadDocument, onClick, target, ref, children, ...rest } = props;
    const anchor: Record<string, unknown> = { ...rest };
    for (const key of FRAMEWORK_ONLY) delete anchor[key];
    const external = typeof to === 'string' && EXTERNAL.test(to);
    const href = useHref(external ? ('/' as To) : to);
    const navigate = useNavigate();
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (
        event.defaultPrevented ||
        external ||
        reloadDocument ||
        !isPlainClick(event) ||
        (target && target !== '_self')
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
  };
}
