import { useEffect, useState } from 'react';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSwitchLanguage } from '../router';
import { startLanguage } from '../i18n/site-i18n';
import { rememberLanguageChoice } from './language-choice';

/**
 * The first visit's suggestion, written in the suggested language (its own
 * catalog, loaded for this bar alone): switch to it, or keep English. Either
 * answer is remembered, so it is asked once. A bar fixed at the foot of the
 * window, so that nothing on the page moves when it appears.
 */
export default function LanguageSuggestion({
  language,
  onAnswer,
}: {
  language: string;
  onAnswer: () => void;
}) {
  const [i18n, setI18n] = useState<I18n | null>(null);
  const switchLanguage = useSwitchLanguage();
  useEffect(() => {
    let current = true;
    const theirs = setupI18n();
    void startLanguage(theirs, language).then(() => {
      if (current) setI18n(theirs);
    });
    return () => {
      current = false;
    };
  }, [language]);
  if (!i18n) return null;
  const answer = (accept: boolean) => {
    rememberLanguageChoice(accept ? language : 'en');
    if (accept) switchLanguage(language);
    onAnswer();
  };
  return (
    <I18nProvider i18n={i18n}>
      <SuggestionBar language={language} onAnswer={answer} />
    </I18nProvider>
  );
}

function SuggestionBar({
  language,
  onAnswer,
}: {
  language: string;
  onAnswer: (accept: boolean) => void;
}) {
  return (
    <aside className="language-suggestion" lang={language} aria-labelledby="language-suggestion">
      <p id="language-suggestion">
        <Trans comment="Shown to a visitor whose browser prefers this catalog's language">
          This page is also in your language.
        </Trans>
      </p>
      <div className="language-suggestion__actions">
        <button type="button" className="button" onClick={() => onAnswer(true)}>
          <Trans comment="Accepts the suggestion: name this catalog's own language">
            Show it in my language
          </Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={() => onAnswer(false)}>
          <Trans comment="Refuses the suggestion and keeps the page in English">
            No, keep English
          </Trans>
        </button>
      </div>
    </aside>
  );
}
