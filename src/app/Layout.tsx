import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Footer } from './Footer';
import { Header } from './Header';
import { useDocumentTitle } from './use-document-title';
import { useScrollOnNavigate } from './use-scroll-on-navigate';
import { useLanguageSuggestion } from './language/use-language-suggestion';

const MobileMenu = lazy(() => import('./nav/MobileMenu'));
const LanguageSuggestion = lazy(() => import('./language/LanguageSuggestion'));

export function Layout({ children }: { children: ReactNode }) {
  useDocumentTitle();
  useScrollOnNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [suggested, dismissSuggestion] = useLanguageSuggestion();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Focus goes back to the toggle once the header is no longer inert.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !menuOpen) toggleRef.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  return (
    <>
      <a className="skip-link" href="#main" inert={menuOpen}>
        <Trans>Skip to main content</Trans>
      </a>
      <Header menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} toggleRef={toggleRef} />
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={closeMenu} />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} inert={menuOpen}>
        <Suspense
          fallback={
            <p role="status" className="page-loading">
              <Trans>Loading...</Trans>
            </p>
          }
        >
          {children}
        </Suspense>
      </main>
      <Footer inert={menuOpen} />
      {suggested && !menuOpen && (
        <Suspense fallback={null}>
          <LanguageSuggestion language={suggested} onAnswer={dismissSuggestion} />
        </Suspense>
      )}
    </>
  );
}
