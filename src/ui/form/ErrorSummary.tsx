import { useEffect, useRef, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { FieldError } from '../../../domain/api-error';
import { fieldId } from '../../../domain/order-draft';

interface ErrorSummaryProps {
  errors: readonly FieldError[];
  title?: ReactNode;
  /** Called for a message whose field is not on this page (e.g. to open its step). */
  onMissingField?: (path: string) => void;
}

/**
 * GOV.UK-style summary at the top of a step: it takes focus when errors
 * appear, and each message links to (and focuses) its field.
 */
export function ErrorSummary({
  errors,
  title = <Trans>There is a problem</Trans>,
  onMissingField,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const signature = errors.map((error) => error.path).join('|');
  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);
  if (errors.length === 0) return null;
  return (
    <div
      className="error-summary"
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title" className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => {
          const id = fieldId(error.path);
          return (
            <li key={`${error.path}:${error.message}`}>
              <a
                href={`#${id}`}
                onClick={(event) => {
                  const target = document.getElementById(id);
                  if (!target) {
                    if (onMissingField) {
                      event.preventDefault();
                      onMissingField(error.path);
                    }
                    return;
                  }
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView?.({ block: 'center' });
                }}
              >
                {error.message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
