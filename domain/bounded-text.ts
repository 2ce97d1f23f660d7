/**
 * Strings from outside, bounded before they are looked at (decision 0173): the
 * one email check of browser, machines and server, and the string schemas whose
 * length is checked first. `abort: true` stops zod there, so no later check of
 * the field (pattern, refinement) nor any refinement of the objects around it
 * ever runs on an over-long string.
 */
import { z } from 'zod';
import { isEmailAddress, MAX_EMAIL_LENGTH } from './email-address';

export { isEmailAddress, MAX_EMAIL_LENGTH };

const tooLong = (max: number) => `Must be at most ${max} characters`;

/** A string of at most `max` characters; nothing after this check runs on a longer one. */
export const boundedString = (max: number, message = tooLong(max)) =>
  z.string().max(max, { abort: true, message });

/** `boundedString` trimmed first (trimming is one linear pass). */
export const boundedText = (max: number, message = tooLong(max)) =>
  z.string().trim().max(max, { abort: true, message });

/** An email field: trimmed, refused by its length first, then checked by `isEmailAddress`. */
export const emailField = (message: string, max = MAX_EMAIL_LENGTH) =>
  boundedText(max, tooLong(max)).refine(isEmailAddress, message);
