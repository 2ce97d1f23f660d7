import { useCallback, useEffect, useState } from 'react';
import { suggestedLanguage } from '../../../domain/languages';
import { useLanguage } from '../router';
import { rememberedLanguageChoice } from './language-choice';

/**
 * The language to suggest on this visit when the server did not decide it
 * (read after the page has started, from the browser's languages and the
 * remembered choice's cookie), and a way to put the suggestion away.
 */
export function useLanguageSuggestion(): [string | null, () => void] {
  const language = useLanguage();
  const [suggested, setSuggested] = useState<string | null>(null);
  useEffect(() => {
    setSuggested(
      suggestedLanguage(navigator.languages ?? [], language, rememberedLanguageChoice()),
    );
  }, [language]);
  const dismiss = useCallback(() => setSuggested(null), []);
  return [suggested, dismiss];
}
