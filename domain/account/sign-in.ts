/**
 * The account's sign-in by a one-time link mailed to the address the devotee
 * orders with: the requests and answers both sides check.
 */
import { z } from 'zod';
import { toFieldErrors, type FieldError } from '../api-error';
import { boundedString, emailField } from '../bounded-text';
import { VISITOR_LANGUAGES } from '../visitor-language';

/** How long a mailed sign-in link works. */
export const ACCOUNT_LINK_MINUTES = 30;
/** A session ends after this long without use, and in any case after SESSION_DAYS. */
export const ACCOUNT_IDLE_DAYS = 14;
export const ACCOUNT_SESSION_DAYS = 60;

export const accountSignInRequestSchema = z.object({
  email: emailField('Enter the email address you order with'),
  /** The language of the page asking: the mail is written in it and links to the page in it. */
  language: z.enum(VISITOR_LANGUAGES).default('en'),
});
export type AccountSignInRequest = z.input<typeof accountSignInRequestSchema>;

/** The one answer to a link request, whatever the address. */
export const accountSignInAnswerSchema = z.object({ sent: z.literal(true) });
export const ACCOUNT_SIGN_IN_ANSWER = { sent: true } as const;

/** base64url of 32 random bytes, from the link's #fragment. */
export const accountSignInCompleteSchema = z.object({
  secret: boundedString(100, 'Not a sign-in link').regex(
    /^[A-Za-z0-9_-]{20,100}$/,
    'Not a sign-in link',
  ),
});
export type AccountSignInComplete = z.infer<typeof accountSignInCompleteSchema>;

export const accountSchema = z.object({
  email: z.string(),
  /** The language its mails are written in (the one it signed in from). */
  language: z.string(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** GET me and a completed sign-in answer this. */
export const accountAnswerSchema = z.object({ account: accountSchema });
export type AccountAnswer = z.infer<typeof accountAnswerSchema>;

export const accountDeleteRequestSchema = z.object({
  confirm: z.literal('delete', { message: 'Confirm that the account is to be deleted' }),
});

export const accountSignedOutSchema = z.object({ signedOut: z.literal(true) });
export const accountDeletedSchema = z.object({ deleted: z.literal(true) });

/** The sign-in form's problems, by field, as the server would name them. */
export function accountSignInProblems(values: AccountSignInRequest): FieldError[] {
  const parsed = accountSignInRequestSchema.safeParse(values);
  return parsed.success ? [] : toFieldErrors(parsed.error.issues);
}
