/**
 * The emails catalogs: every message of the English catalog is translated in
 * every other language, keeps the English message's placeholders, compiles,
 * and is marked for review until a native speaker has read it.
 */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { VISITOR_LANGUAGES, type VisitorLanguage } from '../../domain/visitor-language';
import { mailI18n, readEmailsCatalog, readEmailsEntries, tr } from '.';

const english = readEmailsCatalog('en');
/** Each language's own script: a message with words is written in it. */
const SCRIPT: Record<Exclude<VisitorLanguage, 'en'>, RegExp> = {
  ml: /[\u0D00-\u0D7F]/,
  ta: /[\u0B80-\u0BFF]/,
  hi: /[\u0900-\u097F]/,
};
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort();

describe('the emails catalogs', () => {
  it('hold the English of every message', () => {
    expect(Object.keys(english).length).toBeGreaterThan(80);
    expect(english['email.order.subject']).toBe('Your order {orderNumber} is confirmed');
  });

  for (const language of VISITOR_LANGUAGES.filter((code) => code !== 'en') as Exclude<
    VisitorLanguage,
    'en'
  >[]) {
    it(`translate every message into ${language}, with the same placeholders, compiled`, () => {
      const catalog = readEmailsCatalog(language);
      const missing = Object.keys(english).filter((id) => !catalog[id]);
      expect(missing).toEqual([]);
      for (const [id, message] of Object.entries(english)) {
        expect([id, placeholders(catalog[id]!)]).toEqual([id, placeholders(message)]);
        expect(() => compileMessageOrThrow(catalog[id]!)).not.toThrow();
        if (/[A-Za-z]/.test(message.replace(/\{\w+\}/g, ''))) {
          expect([id, SCRIPT[language].test(catalog[id]!)]).toEqual([id, true]);
        }
      }
    });

    it(`marks the ${language} translations a native speaker has not reviewed`, () => {
      const entries = [...readEmailsEntries(language)];
      expect(entries.length).toBe(Object.keys(english).length);
      expect(entries.filter(([, entry]) => !entry.flags.includes('unreviewed'))).toEqual([]);
    });
  }

  it('writes each language with its own plural rules, and falls back to English for others', () => {
    const people = { id: 'email.order.people', message: english['email.order.people']! };
    expect(tr(mailI18n('en'), people, { count: 2 })).toBe('The 2 people');
    expect(tr(mailI18n('en'), people, { count: 1 })).toBe('The person');
    expect(tr(mailI18n('ml'), people, { count: 2 })).toBe('2 പേർ');
    expect(tr(mailI18n('fr'), people, { count: 1 })).toBe('The person');
  });
});
