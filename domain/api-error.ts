/** The JSON body of every 4xx/5xx answer of the API. */
import type { MessageText } from './message-text';

export interface FieldError {
  /** Dotted path into the request body, e.g. `pujaOrderLineitems.0.firstName`. */
  path: string;
  /** In English: the API's answers, logs and tests. */
  message: string;
  /** The same message to be translated where a visitor reads it (domain/message-text.ts). */
  text?: MessageText;
}

export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: FieldError[];
  };
}

export interface ZodLikeIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** Turns schema issues into the API's field list (one entry per bad field). */
export function toFieldErrors(issues: readonly ZodLikeIssue[]): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '(body)';
    if (seen.has(path)) continue;
    seen.add(path);
    fields.push({ path, message: issue.message });
  }
  return fields;
}
