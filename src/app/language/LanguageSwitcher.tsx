import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGES, type Language } from '../../../domain/languages';
import { useAddressIn, useLanguage, useSwitchLanguage } from '../router';
import { isPlainClick } from '../router/anchor-link';

/**
 * The header's languages: a link to the same page in each language, each
 * name in its own script with its `lang`. A plain click switches in place
 * (the same page, wizard step and draft: the router keeps the history
 * entry); before the app starts, or with a modifier key, it is an ordinary
 * link to the page in that language. Either way the shell's behaviours
 * remember the choice (`data-language-choice`, src/app/shell).
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const current = useLanguage();
  return (
    <nav className="language-switcher" aria-label={t`Language`}>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <LanguageLink language={language} current={language.code === current} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function LanguageLink({ language, current }: { language: Language; current: boolean }) {
  const href = useAddressIn(language.code);
  const switchLanguage = useSwitchLanguage();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (!current) switchLanguage(language.code);
  };
  return (
    <a
      href={href}
      lang={language.code}
      hrefLang={language.code}
      aria-current={current ? 'true' : undefined}
      data-language-choice={language.code}
      onClick={onClick}
    >
      {language.name}
    </a>
  );
}
