import { Suspense, lazy, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileMenu } from './nav/MobileMenu';
import { usePageData } from './page-data';
import { SuggestionBar } from './language/LanguageSuggestion';
import { useDocumentTitle } from './use-document-title';
import { useScrollOnNavigate } from './use-scroll-on-navigate';
import { useLanguageSuggestion } from './language/use-language-suggestion';

const SuggestionInApp = lazy(() => import('./language/SuggestionInApp'));

/**
 * The page shell. Its behaviours (navigation groups, the menu dialog, the
 * remembered language, printing) are the shell module's (src/app/shell), the
 * same on server-rendered content pages and in the SPA.
 */
export function Layout({ children }: { children: ReactNode }) {
  useDocumentTitle();
  useScrollOnNavigate();
  const { suggestion } = usePageData();
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <Header />
      <MobileMenu />
      <main id="main" tabIndex={-1}>
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
      <Footer />
      {suggestion ? (
        // Rendered by the server, which read Accept-Language and the remembered choice.
        <I18nProvider i18n={suggestion.i18n}>
          <SuggestionBar language={suggestion.language} />
        </I18nProvider>
      ) : (
        <BrowserSuggestion />
      )}
    </>
  );
}

/** The suggestion decided in the browser (a page the server did not render). */
function BrowserSuggestion() {
  const [suggested, dismiss] = useLanguageSuggestion();
  if (!suggested) return null;
  return (
    <Suspense fallback={null}>
      <SuggestionInApp language={suggested} onAnswer={dismiss} />
    </Suspense>
  );
}
