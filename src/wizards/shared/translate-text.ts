/**
 * The domain's and the machines' messages (domain/message-text.ts) in
 * the visitor's language, at render (decision 0148). A value that is itself
 * a message is translated first. Kept apart from ./translate-errors.ts, whose
 * refusal table a content page must not load.
 */
import type { I18n } from '@lingui/core';
import type { MessageText } from '../../../domain/message-text';

export function translateText(i18n: I18n, text: MessageText): string {
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? translateText(i18n, value) : value,
    ]),
  );
  return i18n._(text.id, values, { message: text.message });
}
