import type { FieldError } from '../../../domain/api-error';

/** The message for one field path, if the step's errors name it. */
export function errorFor(errors: readonly FieldError[], path: string): string | undefined {
  return errors.find((error) => error.path === path)?.message;
}
