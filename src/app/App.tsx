import { lazy, useEffect } from 'react';
import type { I18n } from '@lingui/core';
import { systemClock } from '../api/clock';
import { ClockContext } from '../ui/clock';
import { BrowserRouter, useLocation } from './router';
import { Layout } from './Layout';
import { SiteI18n } from './i18n/SiteI18n';
import { siteI18n } from './i18n/site-i18n';
import { PAGES, pageWithWords, withReactRouter } from './page-registry';
import { PageDataContext, type PageData } from './page-data';
import type { Clock } from '../../domain/clock';
import { MY_ORDER_PAGE_PREFIX } from '../../domain/my-order-paths';
import { trimTrailingSlashes } from '../../domain/trailing-slashes';

const LegacyOrNotFound = pageWithWords('not-found', () => import('./LegacyOrNotFound'));
/** An order's own page: its path carries the emailed link's token (docs/site.md). */
const MyOrderPage = pageWithWords('my-order', () => import('../pages/my-order/MyOrderPage'));
/**
 * The staff console (docs/staff.md): its own chunk, loaded only under /staff.
 * `VITE_WITHOUT_STAFF_CONSOLE=1` builds the site without it: the bench builds
 * both ways to show that the console changes no public page's JavaScript.
 */
const StaffRoute =
  import.meta.env.VITE_WITHOUT_STAFF_CONSOLE === '1'
    ? null
    : withReactRouter(() => import('./StaffRoute'));
/** Development only (`npm run dev`): every machine's statechart; compiled out of production builds. */
const DevStatecharts = import.meta.env.DEV
  ? lazy(() => import('../wizards/dev/StatechartsPage'))
  : null;

/**
 * The page for the current path. Every route is a fixed path without
 * parameters (but an order's page and the staff console's), so a table lookup replaces react-router's <Routes> matcher,
 * which alone costs about 2 kB of gzipped first-load JavaScript (see
 * docs/site.md). Links, history and redirects still use react-router-dom.
 */
function CurrentPage() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? trimTrailingSlashes(pathname) : pathname;
  const Page =
    PAGES[path] ??
    (path.startsWith(MY_ORDER_PAGE_PREFIX) ? MyOrderPage : null) ??
    (StaffRoute && (path === '/staff' || path.startsWith('/staff/'))
      ? StaffRoute
      : DevStatecharts && path === '/dev/statecharts'
        ? DevStatecharts
        : LegacyOrNotFound);
  return (
    <>
      <Page />
      <ReadyMarker />
    </>
  );
}

/**
 * Marks `<html data-app="ready">` once the page is live: rendered, or its
 * prerendered HTML taken over. Until then links are plain links (a click is a
 * full page load); tests wait for the mark before they interact.
 */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

interface SiteRoutesProps {
  i18n: I18n;
  /** "Now": the browser's system clock, or the server's own when it renders a page. */
  clock?: Clock;
  /** What the server read for the page it renders (none in the browser: the hooks fetch). */
  data?: PageData;
}

/**
 * The whole site inside a router: BrowserRouter in the browser, StaticRouter when
 * the server renders. Every page reads "now" from the clock, and its words
 * from `i18n` in the address's language.
 */
export function SiteRoutes({ i18n, clock = systemClock, data = NO_PAGE_DATA }: SiteRoutesProps) {
  return (
    <SiteI18n i18n={i18n}>
      <ClockContext.Provider value={clock}>
        <PageDataContext.Provider value={data}>
          <Layout>
            <CurrentPage />
          </Layout>
        </PageDataContext.Provider>
      </ClockContext.Provider>
    </SiteI18n>
  );
}

const NO_PAGE_DATA: PageData = {};

export function App() {
  // Navigations are not transitions (src/app/router/router.tsx): a page whose
  // code is still loading shows 'Loading...' at once.
  return (
    <BrowserRouter>
      <SiteRoutes i18n={siteI18n} />
    </BrowserRouter>
  );
}
