/**
 * A schema issue as a message, one rule for every form (the order wizards'
 * and the astrology flows'): a length limit with its number, a sentence the
 * domain wrote (the caller knows which), or the server's words shown as sent.
 */
import { withValues, type MessageText } from './message-text';
import { ORDER_TEXT } from './order-text';

/** What is needed of a zod issue. */
export interface SchemaIssue {
  code?: string;
  message: string;
  maximum?: unknown;
  origin?: unknown;
}

/** Words the server sent, carried as a message shown as sent. */
export function serverText(problem: string): MessageText {
  return withValues(ORDER_TEXT.problem, { problem });
}

/**
 * The issue's message: `tooMany` for a list over its limit (when the form
 * has one), `known` for a sentence of the domain's own.
 */
export function issueText(
  issue: SchemaIssue,
  known: (english: string) => MessageText | null,
  tooMany?: MessageText,
): MessageText {
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    const limit = issue.origin === 'array' && tooMany ? tooMany : ORDER_TEXT.tooLong;
    return withValues(limit, { max: issue.maximum });
  }
  return known(issue.message) ?? serverText(issue.message);
}
