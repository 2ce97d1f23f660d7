/**
 * A step's field errors in the visitor's language: a field error without a
 * text (the API's refusal of a field) is read as its refusal text (decision 0169).
 */
import { useMemo } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { FieldError } from '../../../domain/api-error';
import { refusalFieldText } from '../../../domain/refusal-text';
import { translateText } from './translate-text';

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
