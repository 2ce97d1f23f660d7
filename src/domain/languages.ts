/**
 * The languages a visitor can use the site in. English is the source; an
 * order or booking records the visitor's one, and the mails they receive are
 * written in it (server/i18n).
 */
import { z } from 'zod';

export const LANGUAGES = ['en', 'ml', 'ta', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The optional `language` of an order or booking request: one of LANGUAGES, English when left out. */
export const languageField = () => z.enum(LANGUAGES).optional();
