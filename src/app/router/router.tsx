import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { pathInLanguage, splitLanguage } from '../../../domain/languages';

/**
 * The site's router (imported through ./index.ts): the shell and the content
 * pages use it instead of react-router-dom, whose ≈5 kB of gzipped JavaScript
 * would otherwise be part of every content page's first load; the wizards and
 * the staff console keep react-router-dom on top of it
 * (./ReactRouterBridge.tsx). The API is react-router-dom's declarative one,
 * as far as the site uses it. Every route is a fixed path looked up in a
 * table (src/app/App.tsx), so nothing here matches or ranks paths: it keeps
 * the location in step with the browser's history.
 *
 * The language is part of the address (`/ml/terms`) but not of the
 * location: pages see `/terms` and the router's `language`; links and
 * navigations add the prefix back (decision 0141).
 */

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location<State = unknown> extends Path {
  state: State;
  /** New for each navigation, so navigating to the same URL again is still a change. */
  key: string;
}

/** A URL (absolute, or resolved against the current location as an href is) or its parts. */
export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Moves through the browser's history (-1 is back). */
  (delta: number): void;
}

interface Router {
  location: Location;
  navigate: NavigateFunction;
  /** The language of the address (`en` for today's unprefixed paths). */
  language: string;
  /** Moves to the same page in another language, keeping the history entry's state (the step). */
  switchLanguage: (language: string) => void;
}

const RouterContext = createContext<Router | null>(null);

function useRouter(): Router {
  const router = use(RouterContext);
  if (!router) throw new Error('useLocation, useNavigate and <Link> need a router around them');
  return router;
}

export function createPath({ pathname, search, hash }: Path): string {
  return `${pathname}${search}${hash}`;
}

/** `to` resolved against `from` the way the browser resolves an href. */
export function resolvePath(to: To, from: Path): Path {
  const href =
    typeof to === 'string'
      ? to
      : createPath({
          pathname: to.pathname ?? from.pathname,
          search: to.search ?? '',
          hash: to.hash ?? '',
        });
  const url = new URL(href, `http://site${createPath({ ...from, hash: '' })}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** What the router keeps in `history.state` (react-router's shape, so older entries still read). */
interface HistoryEntry {
  usr: unknown;
  key: string;
}

function currentLocation(entry: unknown): Location {
  const { search, hash } = window.location;
  const { path: pathname } = splitLanguage(window.location.pathname);
  const saved = entry as Partial<HistoryEntry> | null;
  return { pathname, search, hash, state: saved?.usr ?? null, key: saved?.key ?? 'default' };
}

const currentLanguage = () => splitLanguage(window.location.pathname).language;

/** The address of `path` in `language`. */
function addressOf(path: Path, language: string): string {
  return createPath({ ...path, pathname: pathInLanguage(path.pathname, language) });
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * Query parameters that are secrets (the booking token of the emailed reschedule
 * link): the router's location keeps them for the page, the address bar never
 * shows them, so they stay out of the history, later Referers and screenshots.
 * A reload or a return through history finds the page without them.
 */
const SECRET_PARAMS = ['token'];

function withoutSecrets(path: Path): Path {
  const params = new URLSearchParams(path.search);
  if (!SECRET_PARAMS.some((name) => params.has(name))) return path;
  for (const name of SECRET_PARAMS) params.delete(name);
  const search = params.toString();
  return { ...path, search: search ? `?${search}` : '' };
}

/** The location the page was opened at, its secrets taken out of the address bar at once. */
function openingLocation(): Location {
  const location = currentLocation(window.history.state);
  const shown = withoutSecrets(location);
  if (shown !== location) {
    window.history.replaceState(window.history.state, '', addressOf(shown, currentLanguage()));
  }
  return location;
}

/**
 * The browser's history as the site's router. A navigation is an ordinary
 * state update (never a transition), so a page whose code is still loading
 * shows its 'Loading...' fallback at once.
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(openingLocation);
  const [language, setLanguage] = useState(currentLanguage);
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      setLocation(currentLocation(event.state));
      setLanguage(currentLanguage());
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigate = useCallback((to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const path = resolvePath(to, currentLocation(null));
    const entry: HistoryEntry = { usr: options.state ?? null, key: newKey() };
    const shown = addressOf(withoutSecrets(path), currentLanguage());
    if (options.replace) window.history.replaceState(entry, '', shown);
    else window.history.pushState(entry, '', shown);
    setLocation({ ...path, state: entry.usr, key: entry.key });
  }, []) as NavigateFunction;
  const switchLanguage = useCallback((next: string) => {
    const shown = addressOf(withoutSecrets(currentLocation(null)), next);
    window.history.replaceState(window.history.state, '', shown);
    setLanguage(next);
  }, []);
  const router = useMemo(
    () => ({ location, navigate, language, switchLanguage }),
    [location, navigate, language, switchLanguage],
  );
  return <RouterContext value={router}>{children}</RouterContext>;
}

function cannotNavigate(): never {
  throw new Error('A page rendered to HTML cannot navigate while it is being rendered');
}

/** One fixed location, for rendering pages to HTML on the server (src/app/prerender.tsx). */
export function StaticRouter({
  location,
  children,
}: {
  location: string | Partial<Path>;
  children?: ReactNode;
}) {
  const address = resolvePath(location, { pathname: '/', search: '', hash: '' });
  const { language, path: pathname } = splitLanguage(address.pathname);
  const router: Router = {
    location: { ...address, pathname, state: null, key: 'default' },
    navigate: cannotNavigate as NavigateFunction,
    language,
    switchLanguage: cannotNavigate,
  };
  return <RouterContext value={router}>{children}</RouterContext>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/** The href of `to` from the current location, in the current language. */
export function useHref(to: To): string {
  const { location, language } = useRouter();
  return addressOf(resolvePath(to, location), language);
}

/** The current language (`en` on today's paths, `ml` on `/ml/…`). */
export function useLanguage(): string {
  return useRouter().language;
}

/** The address of the current page in `language` (its secrets left out). */
export function useAddressIn(language: string): string {
  return addressOf(withoutSecrets(useRouter().location), language);
}

/** Switches the page to another language (the same page, step and draft). */
export function useSwitchLanguage(): (language: string) => void {
  return useRouter().switchLanguage;
}

/** The href of `to` in the current language, for code that makes many (react-router's bridge). */
export function useHrefMaker(): (to: To) => string {
  const { location, language } = useRouter();
  return useCallback(
    (to: To) => addressOf(resolvePath(to, location), language),
    [location, language],
  );
}

/** The current query; the setter navigates to the same path with a new one. */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
      const search = new URLSearchParams(next).toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, options);
    },
    [location.pathname, navigate],
  );
  return [params, setParams];
}

/** Navigates once it has rendered (a redirect inside the app). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
    // Once, as react-router's <Navigate> does: a redirect is not re-run on a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
