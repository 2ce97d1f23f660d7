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
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type VisitorLanguage,
} from '../../src/domain/visitor-language';
import { parsePo } from './po-file';

export type { I18n, MessageDescriptor } from '@lingui/core';

const CATALOG_DIR = new URL('../locales/', import.meta.url);

/** The PO file of one language's emails catalog. */
export function emailsCatalogUrl(language: VisitorLanguage): URL {
  return new URL(`${language}/emails.po`, CATALOG_DIR);
}

/** The translated messages of a catalog, by id; untranslated entries are left out. */
export function readEmailsCatalog(language: VisitorLanguage): Record<string, string> {
  const entries = parsePo(readFileSync(emailsCatalogUrl(language), 'utf8'));
  return Object.fromEntries(
    entries.filter((entry) => entry.translation !== '').map((e) => [e.id, e.translation]),
  );
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
