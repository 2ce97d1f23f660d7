/**
 * The language an order or booking records: the one the visitor used, so the
 * mails they receive are written in it (server/i18n). One of the site's
 * languages; English when the client sends none.
 */
// zod/mini: the order wizard's schemas use this, and its first load carries no full zod.
import { z } from './zod-mini';

export const VISITOR_LANGUAGES = ['en', 'ml', 'ta', 'hi'] as const;
export type VisitorLanguage = (typeof VISITOR_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: VisitorLanguage = 'en';

export function isLanguage(value: unknown): value is VisitorLanguage {
  return typeof value === 'string' && (VISITOR_LANGUAGES as readonly string[]).includes(value);
}

/** The optional `language` of an order or booking request: one of VISITOR_LANGUAGES, English when left out. */
export const languageField = () => z.optional(z.enum(VISITOR_LANGUAGES));
