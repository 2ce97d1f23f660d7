import { lazy } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { Layout } from './Layout';
import { PAGES } from './page-registry';

const LegacyOrNotFound = lazy(() => import('./LegacyOrNotFound'));

/**
 * The page for the current path. Every route is a fixed path without
 * parameters, so a table lookup replaces react-router's <Routes> matcher,
 * which alone costs about 2 kB of gzipped first-load JavaScript (see
 * docs/notes/site.md). Links, history and redirects still use react-router-dom.
 */
function CurrentPage() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const Page = PAGES[path] ?? LegacyOrNotFound;
  return <Page />;
}

export function App() {
  return (
    <BrowserRouter>
      <Layout>
        <CurrentPage />
      </Layout>
    </BrowserRouter>
  );
}
