/**
 * Lingui's catalogs (docs/translating.md, decision 0140). Three catalogs per
 * language, so that the site's words, the wizards' words and the emails'
 * words live in separate PO files (each loaded only where it is needed):
 * `site` (the shell and the content pages), `flows` (the wizards, their
 * machines and the domain's messages), `emails` (the server's mail and
 * calendar files). Adding a language is a line in src/domain/languages.ts and
 * its catalogs (`npm run i18n:extract` creates them).
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LANGUAGE_CODES, PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from './src/domain/languages';

export default defineConfig({
  sourceLocale: SOURCE_LANGUAGE,
  locales: [...LANGUAGE_CODES, PSEUDO_LANGUAGE.code],
  pseudoLocale: PSEUDO_LANGUAGE.code,
  // No fallback to English: a missing translation fails the build and the tests.
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/site',
      include: ['<rootDir>/src/app', '<rootDir>/src/pages', '<rootDir>/src/ui'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/flows',
      include: [
        '<rootDir>/src/wizards',
        '<rootDir>/machines',
        '<rootDir>/src/domain',
        '<rootDir>/src/api',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/server/locales/{locale}/emails',
      include: ['<rootDir>/server'],
      exclude: ['**/*.test.*'],
    },
  ],
  // Source references without line numbers: a moved line does not change the catalogs.
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
});
