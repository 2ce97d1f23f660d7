/**
 * The domain's and the machines' messages (src/domain/message-text.ts) in
 * the visitor's language, at render (decision 0148). A value that is itself
 * a message is translated first; a field error without a text (the API's
 * refusal of a field) is read as its refusal text (decision 0169).
 */
import { useMemo } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { FieldError } from '../../domain/api-error';
import type { MessageText } from '../../domain/message-text';
import { refusalFieldText } from '../../domain/refusal-text';

export function translateText(i18n: I18n, text: MessageText): string {
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? translateText(i18n, value) : value,
    ]),
  );
  return i18n._(text.id, values, { message: text.message });
}

export function translateErrors(i18n: I18n, errors: readonly FieldError[]): FieldError[] {
  return errors.map((error) => ({
    ...error,
    message: translateText(i18n, refusalFieldText(error)),
  }));
}

/** A step's errors, their messages in the visitor's language. */
export function useTranslatedErrors(errors: readonly FieldError[]): FieldError[] {
  const { i18n } = useLingui();
  return useMemo(() => translateErrors(i18n, errors), [i18n, errors]);
}
