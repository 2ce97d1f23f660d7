/**
 * Lingui's catalogs (docs/translating.md, decision 0140). Four catalogs per
 * language, so that the site's words, the wizards' words and the emails'
 * words live in separate PO files (each loaded only where it is needed):
 * `site` (the shell and the content pages), `form` (the printable order
 * form), `flows` (the wizards, their machines and the domain's messages),
 * `emails` (the server's mail and calendar files). Adding a language is a line in domain/languages.ts and
 * its catalogs (`npm run i18n:extract` creates them).
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LANGUAGE_CODES, PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from './domain/languages';
import { messageTableExtractor } from './scripts/lingui-message-tables';

/** The printable order form (the wizards' helper translates it, in its own catalog). */
const PRINTABLE_FORM = [
  '<rootDir>/src/pages/order-form',
  '<rootDir>/src/pages/PrintableOrderFormPage.tsx',
];

/** The retention schedule's sentences: shown by the privacy page, a content page. */
const RETENTION = '<rootDir>/domain/privacy/retention.ts';

/** The astrology disclaimer's points: on its content page (site) and in the booking (flows). */
const DISCLAIMER = '<rootDir>/domain/astro/disclaimer.ts';

/** What a sacred day is called: on the year page (site), in the feed and the reminder mails (emails). */
const SACRED_DAYS = '<rootDir>/domain/sacred-year/day-words.ts';

/** The §6115 disclosure of a puja's card: on the content pages (site) and in the wizard (flows). */
const DISCLOSURE = '<rootDir>/domain/puja-disclosure.ts';

export default defineConfig({
  sourceLocale: SOURCE_LANGUAGE,
  locales: [...LANGUAGE_CODES, PSEUDO_LANGUAGE.code],
  pseudoLocale: PSEUDO_LANGUAGE.code,
  // No fallback to English: a missing translation fails the build and the tests.
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/site',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/pages',
        '<rootDir>/src/ui',
        RETENTION,
        DISCLAIMER,
        DISCLOSURE,
        SACRED_DAYS,
      ],
      exclude: ['**/*.test.*', ...PRINTABLE_FORM, '<rootDir>/src/pages/order-form/**'],
    },
    {
      // The printable order form's words: loaded by that page alone.
      path: '<rootDir>/src/locales/{locale}/form',
      include: PRINTABLE_FORM,
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/flows',
      include: [
        '<rootDir>/src/wizards',
        '<rootDir>/machines',
        '<rootDir>/domain',
        '<rootDir>/src/api',
      ],
      // The calendar event's words are only ever sent by the server (decision 0147).
      exclude: [
        '**/*.test.*',
        '**/test-support/**',
        '<rootDir>/domain/astro/calendar-links.ts',
        RETENTION,
        SACRED_DAYS,
      ],
    },
    {
      path: '<rootDir>/server/locales/{locale}/emails',
      include: ['<rootDir>/server', '<rootDir>/domain/astro/calendar-links.ts', SACRED_DAYS],
      exclude: ['**/*.test.*', '**/test-support/**'],
    },
  ],
  // Lingui's extractor, and the message tables of domain/message-text.ts (decision 0203).
  extractors: [messageTableExtractor],
  // Source references without line numbers: a moved line does not change the catalogs.
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
});
