import { useEffect, useState } from 'react';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useSwitchLanguage } from '../router';
import { startLanguage } from '../i18n/site-i18n';
import { SuggestionBar } from './LanguageSuggestion';

/**
 * The suggestion as the SPA shows it when the server did not render it: the
 * bar in the suggested language (its own catalog, loaded for this bar
 * alone). Accepting switches the page in place; either answer puts the bar
 * away (the shell's behaviours remember it, so it is asked once).
 */
export default function SuggestionInApp({
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
    if (accept) switchLanguage(language);
    onAnswer();
  };
  return (
    <I18nProvider i18n={i18n}>
      <SuggestionBar language={language} onAnswer={answer} />
    </I18nProvider>
  );
}
