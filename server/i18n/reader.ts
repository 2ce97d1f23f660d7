/**
 * Who reads a mail: its language (a stored order's or booking's, English for
 * anything else) and the words and dates in it. Every mail builder takes one,
 * so none of them checks the stored language or wires Lingui itself.
 */
import { DEFAULT_LANGUAGE, isLanguage, type VisitorLanguage } from '../../domain/visitor-language';
import { english, type Translate } from '../../domain/message-text';
import { mailI18n, tr } from './catalog';
import { mailDay } from './dates';

export interface MailReader {
  language: VisitorLanguage;
  /** A message in the reader's language, with its values filled in. */
  say: Translate;
  /** A calendar day (as stored) in the reader's date style. */
  day: (day: string) => string;
}

/** The reader of a mail in a stored language (English when it is not a site language). */
export function mailReader(stored: string | null | undefined): MailReader {
  const language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  const i18n = mailI18n(language);
  return {
    language,
    say: (text, values) => tr(i18n, text, values),
    day: (day) => mailDay(language, day),
  };
}

/** Staff and astrologers read English, as the code writes it (no catalog). */
export const STAFF_READER: MailReader = {
  language: DEFAULT_LANGUAGE,
  say: english,
  day: (day) => mailDay(DEFAULT_LANGUAGE, day),
};
