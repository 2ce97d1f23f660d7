import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useDocumentTitle } from './use-document-title';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

export function Layout() {
  useDocumentTitle();
  useScrollOnNavigate();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p role="status">Loading...</p>}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
