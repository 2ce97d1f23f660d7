/**
 * The names of what an order or a booking holds, in a reader's language: the
 * temple's own translation (catalog_texts, written in the console) first,
 * then the name table (domain/puja-names.ts), else the name the order stored.
 * The mails, My order and the booking's calendar file read these, so that a
 * Malayalam devotee reads the puja's Malayalam name wherever it is named.
 */
import type { Kysely } from 'kysely';
import type { TextIn } from '../../domain/catalog-texts';
import { SOURCE_LANGUAGE } from '../../domain/languages';
import { storedPujaNameIn } from '../../domain/puja-names';
import type { Database } from '../db/schema';
import { readTexts } from './catalog-texts';

/** What an order line stores of its puja: its name, and the puja's (or the event's) id. */
export interface NamedLine {
  item: string;
  pujaId: number;
  /** Set for a regional programme's line, whose `pujaId` is the event's. */
  regionId: number | null;
}

export type LineName = (line: NamedLine) => TextIn;

const inLanguage = (text: string | undefined, language: string): TextIn | undefined =>
  text?.trim() ? { text: text.trim(), lang: language } : undefined;

/** A function naming each line of an order in `language` (one read of the texts). */
export async function lineNamesIn(db: Kysely<Database>, language: string): Promise<LineName> {
  const english: LineName = (line) => ({ text: line.item, lang: SOURCE_LANGUAGE });
  if (language === SOURCE_LANGUAGE) return english;
  const [pujas, events] = await Promise.all([
    readTexts(db, 'PUJA', language),
    readTexts(db, 'EVENT', language),
  ]);
  return (line) => {
    const own =
      line.regionId === null
        ? pujas.get(String(line.pujaId))?.displayName
        : (events.get(String(line.pujaId))?.offeringTitle ?? events.get(String(line.pujaId))?.name);
    const named = storedPujaNameIn(line.item, language);
    return (
      inLanguage(own, language) ??
      (named !== line.item ? { text: named, lang: language } : english(line))
    );
  };
}

/** A reading type's name in `language`, from the temple's texts, else its English. */
export async function readingNameIn(
  db: Kysely<Database>,
  readingType: { id: number; name: string },
  language: string,
): Promise<TextIn> {
  if (language === SOURCE_LANGUAGE) return { text: readingType.name, lang: SOURCE_LANGUAGE };
  const texts = await readTexts(db, 'READING_TYPE', language);
  return (
    inLanguage(texts.get(String(readingType.id))?.name, language) ?? {
      text: readingType.name,
      lang: SOURCE_LANGUAGE,
    }
  );
}
