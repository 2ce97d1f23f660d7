/**
 * One term per concept (docs/translating.md, "Glossary"): no message of the
 * Malayalam, Tamil or Hindi catalogs uses an alternative the glossary
 * replaces. A failure lists each message with its id and the term to use.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOG_FILES, readCatalog } from './catalog-files';
import { GLOSSARY, glossaryProblems, type GlossaryLanguage } from './glossary';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LANGUAGES: GlossaryLanguage[] = ['ml', 'ta', 'hi'];

describe.each(CATALOG_FILES)('the $name catalog', ({ file }) => {
  it.each(LANGUAGES)('uses the glossary’s terms in %s', async (language) => {
    const english = await readCatalog(ROOT, file('en'));
    const translated = await readCatalog(ROOT, file(language));
    expect(translated, file(language)).not.toBeNull();
    const problems: string[] = [];
    for (const [id, entry] of translated!) {
      if (entry.obsolete) continue;
      const source = english?.get(id)?.source ?? entry.source;
      for (const problem of glossaryProblems(language, id, source, entry.translation)) {
        problems.push(`${id}: “${problem.found}” (${problem.concept}): use ${problem.use}`);
      }
    }
    expect(problems, file(language)).toEqual([]);
  });
});

describe('the glossary check', () => {
  it('flags an alternative in a message about the concept, with the term to use', () => {
    expect(
      glossaryProblems(
        'ml',
        'fake.reading',
        'A reading held for you but never paid is erased.',
        'നിങ്ങൾക്കായി മാറ്റിവച്ച ഒരു വായന മായ്ക്കും.',
      ),
    ).toEqual([
      {
        language: 'ml',
        id: 'fake.reading',
        concept: 'reading (an astrology session)',
        found: 'വായന',
        use: 'ജ്യോതിഷ പരിശോധന (പരിശോധന)',
      },
    ]);
  });

  it('leaves the same word alone where the English means something else', () => {
    expect(
      glossaryProblems(
        'ml',
        'fake.page',
        'Reading the pages of this site does not require you to give us anything.',
        'ഈ സൈറ്റിലെ പേജുകൾ വായിക്കാൻ നിങ്ങൾ ഒന്നും നൽകേണ്ടതില്ല.',
      ),
    ).toEqual([]);
    expect(
      glossaryProblems('ml', 'fake.read', 'Please read this page.', 'ഈ പേജിന്റെ വായന.'),
    ).toEqual([]);
  });

  it('matches inflected stems, not longer words', () => {
    const found = (language: GlossaryLanguage, english: string, text: string) =>
      glossaryProblems(language, 'fake', english, text).map(({ found }) => found);
    expect(found('ta', 'Card payments', 'கார்டுக்குத் திருப்பித் தரப்படும்')).toEqual(['கார்ட']);
    expect(found('ta', 'Card payments', 'கால அட்டவணை, அட்டைக் கட்டணம்')).toEqual([]);
    expect(found('ml', 'The reading', 'ജ്യോതിഷി ജ്യോതിഷ പരിശോധനയ്ക്ക് ഒരുങ്ങുന്നു')).toEqual([]);
    expect(found('ml', 'The reading', 'ജ്യോതിഷത്തിന് സമയം')).toEqual(['ജ്യോതിഷത്ത']);
    expect(found('hi', 'Karthika', 'कार्तिक: मासिक पूजा')).toEqual(['कार्तिक']);
    expect(found('hi', 'Karthika', 'कार्तिका: मासिक पूजा')).toEqual([]);
    expect(found('hi', 'You can pay again', 'आप फिर से भुगतान कर सकते हैं।')).toHaveLength(1);
    expect(found('hi', 'You can pay again', 'फिर से भुगतान किया जा सकता है।')).toEqual([]);
    expect(found('hi', 'Date of passing', 'देहावसान की तिथि')).toEqual(['तिथि']);
    expect(found('hi', 'Remembrance day', 'उनकी पुण्यतिथि पर पूजा करवाएँ')).toEqual([]);
    expect(found('hi', 'Choose the tithi', 'सूची से तिथि चुनें')).toEqual([]);
    expect(found('hi', 'It updates', 'यह पृष्ठ अपने-आप अपडेट होगा, और हम ईमेल करेंगे।')).toEqual([]);
    // Remembrance (സ്മരണ) holds the letters of the blunt word, and is not it.
    expect(found('ml', 'Date of passing', 'മരണ തീയതി')).toEqual(['മരണ']);
    expect(found('ml', 'Remembrance of the passing', 'സ്മരണയ്ക്ക്: വിയോഗം')).toEqual([]);
  });

  it('gives every concept a term in every language', () => {
    for (const language of LANGUAGES) {
      for (const entry of GLOSSARY[language]) expect(entry.term, entry.concept).not.toBe('');
    }
  });
});
