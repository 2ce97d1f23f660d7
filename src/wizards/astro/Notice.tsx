/** Why the last attempt at a step failed, in words for the visitor (nothing when there is none). */
import { useLingui } from '@lingui/react';
import type { MessageText } from '../../../domain/message-text';
import { translateText } from '../shared/translate-text';

export function Notice({ text, alert = false }: { text: MessageText | null; alert?: boolean }) {
  const { i18n } = useLingui();
  if (!text) return null;
  const words = translateText(i18n, text);
  return alert ? (
    <div className="astro-notice astro-notice--error" role="alert">
      {words}
    </div>
  ) : (
    <p className="astro-notice" role="status">
      {words}
    </p>
  );
}
