/**
 * The words of a regional event, a reading type and a puja category in the
 * visitor's language: the temple's own translation (the prefs' or the astro
 * catalog's `localized`, ./catalog-texts.ts) where it has written one, else
 * the English marked as English. Pujas: ./puja-words.ts. The wizards' machines
 * and the content pages read these; no view decides a language.
 */
import { pointsOf, textIn, type LocalizedPuja, type TextIn } from './catalog-texts';
import type { Region, RegionalEventDetail } from './prefs';
import type { ReadingType } from './astro/api';

export interface EventWords {
  name: TextIn;
  venue: TextIn;
  hostedBy: TextIn;
  note: TextIn;
}

type EventLike = Pick<
  RegionalEventDetail,
  'name' | 'offeringTitle' | 'title' | 'hostedBy' | 'extDescription' | 'localized'
>;

/** An event's card words: its offering's title (else its name), venue, host and note. */
export function eventWordsIn(event: EventLike, language: string): EventWords {
  const own = event.localized;
  const offering = textIn(event.offeringTitle, own, 'offeringTitle', language);
  const name = event.offeringTitle.trim() ? offering : textIn(event.name, own, 'name', language);
  return {
    name,
    venue: textIn(event.title, own, 'title', language),
    hostedBy: textIn(event.hostedBy, own, 'hostedBy', language),
    note: textIn(event.extDescription, own, 'extDescription', language),
  };
}

export interface ReadingWords {
  name: TextIn;
  summary: TextIn;
  /** The points it covers, and the language they are written in. */
  covers: { points: string[]; lang: string };
}

type ReadingLike = Pick<ReadingType, 'name' | 'summary' | 'covers' | 'localized'>;

/** A reading type's name, summary and points in `language` where the temple wrote them. */
export function readingWordsIn(reading: ReadingLike, language: string): ReadingWords {
  const own = reading.localized;
  const covers = textIn(reading.covers.join('\n'), own, 'covers', language);
  return {
    name: textIn(reading.name, own, 'name', language),
    summary: textIn(reading.summary, own, 'summary', language),
    covers:
      covers.lang === 'en'
        ? { points: reading.covers, lang: 'en' }
        : { points: pointsOf(covers.text), lang: covers.lang },
  };
}

/** A region's name in `language` where the temple wrote it, else its English marked so. */
export function regionNameIn(
  region: Pick<Region, 'regionName' | 'localized'>,
  language: string,
): TextIn {
  return textIn(region.regionName, region.localized, 'name', language);
}

/** 'SEASONAL_OFFERINGS' → 'Seasonal offerings': a category's English when none is written. */
export function categoryEnglish(category: string): string {
  const words = category.toLowerCase().replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The name of a category the site has no message for, from the first of its
 * pujas that carries one in `language`, else its English (`english`).
 */
export function categoryNameIn(
  english: string,
  items: readonly { localized?: LocalizedPuja }[],
  language: string,
): TextIn {
  const own = items.find(
    (item) => item.localized?.language === language && item.localized.texts.categoryName?.trim(),
  )?.localized;
  return textIn(english, own, 'categoryName', language);
}
