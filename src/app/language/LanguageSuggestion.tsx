import type { MouseEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { useAddressIn } from '../router';
import { isPlainClick } from '../router/anchor-link';
import { SOURCE_LANGUAGE } from '../../../domain/languages';

/**
 * The first visit's suggestion bar, in the words of the I18nProvider around
 * it (the suggested language's): a link to this page in that language, or
 * keep English. Without React in the browser (a server-rendered content page)
 * the link is followed and the refusal hides the bar; the shell's behaviours
 * remember either answer (`data-language-choice`, `data-dismiss`,
 * src/app/shell). In the SPA, `onAnswer` takes plain clicks over. A bar fixed
 * at the foot of the window, so that nothing on the page moves when it appears.
 */
export function SuggestionBar({
  language,
  onAnswer,
}: {
  language: string;
  onAnswer?: (accept: boolean) => void;
}) {
  const href = useAddressIn(language);
  const accept = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onAnswer || !isPlainClick(event)) return;
    event.preventDefault();
    onAnswer(true);
  };
  return (
    <aside
      className="language-suggestion"
      lang={language}
      aria-labelledby="language-suggestion"
      data-dismissible="language-suggestion"
    >
      <p id="language-suggestion">
        <Trans comment="Shown to a visitor whose browser prefers this catalog's language">
          This page is also in your language.
        </Trans>
      </p>
      <div className="language-suggestion__actions">
        <a
          className="button"
          href={href}
          hrefLang={language}
          data-language-choice={language}
          onClick={accept}
        >
          <Trans comment="Accepts the suggestion: name this catalog's own language">
            Show it in my language
          </Trans>
        </a>
        <button
          type="button"
          className="button button--secondary"
          data-language-choice={SOURCE_LANGUAGE}
          data-dismiss="language-suggestion"
          onClick={onAnswer && (() => onAnswer(false))}
        >
          <Trans comment="Refuses the suggestion and keeps the page in English">
            No, keep English
          </Trans>
        </button>
      </div>
    </aside>
  );
}
