/**
 * The visitor's mails in their language: one Lingui instance per language,
 * its messages read from `server/locales/<language>/emails.po` on first use
 * and compiled by Lingui's compiler (decision 0147). Messages are marked in
 * the code as `/*i18n*\/ { id, message }` descriptors with explicit ids, so
 * `lingui extract` finds them without a macro; a message missing from a
 * catalog falls back to its English `message`. Staff mails stay English.
 */
import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { DEFAULT_LANGUAGE, isLanguage, type VisitorLanguage } from '../../domain/visitor-language';

export type { I18n, MessageDescriptor } from '@lingui/core';

const CATALOG_DIR = new URL('../locales/', import.meta.url);

/** The PO file of one language's emails catalog. */
export function emailsCatalogUrl(language: VisitorLanguage): URL {
  return new URL(`${language}/emails.po`, CATALOG_DIR);
}

/** One entry of a catalog: its translation and its flags (`unreviewed`, docs/translating.md). */
export interface EmailsCatalogEntry {
  translation: string;
  flags: string[];
}

/**
 * A language's emails catalog as written, by message id, read by the PO parser
 * Lingui's own PO format reads and writes with (pofile): every entry has an
 * explicit id, so the msgid is the id. Obsolete entries are left out.
 */
export function readEmailsEntries(language: VisitorLanguage): Map<string, EmailsCatalogEntry> {
  const { items } = PO.parse(readFileSync(emailsCatalogUrl(language), 'utf8'));
  const entries = new Map<string, EmailsCatalogEntry>();
  for (const item of items) {
    if (item.obsolete || item.msgid === '') continue;
    const flags = Object.keys(item.flags).filter((flag) => item.flags[flag]);
    entries.set(item.msgid, { translation: item.msgstr[0] ?? '', flags });
  }
  return entries;
}

/** The translated messages of a catalog, by id; untranslated entries are left out. */
export function readEmailsCatalog(language: VisitorLanguage): Record<string, string> {
  const entries = [...readEmailsEntries(language)].filter(([, entry]) => entry.translation !== '');
  return Object.fromEntries(entries.map(([id, entry]) => [id, entry.translation]));
}

const instances = new Map<VisitorLanguage, I18n>();

/** The Lingui instance of one language (English for anything not a site language). */
export function mailI18n(language: string | null | undefined): I18n {
  const code: VisitorLanguage = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  let i18n = instances.get(code);
  if (!i18n) {
    i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.loadAndActivate({ locale: code, messages: readEmailsCatalog(code) });
    instances.set(code, i18n);
  }
  return i18n;
}

/** One message in the instance's language, with its values filled in. */
export function tr(
  i18n: I18n,
  descriptor: { id: string; message: string },
  values?: Record<string, unknown>,
): string {
  return i18n._(descriptor.id, values, { message: descriptor.message });
}
