/**
 * The catalog's own words in the visitor's language: what the temple has
 * written per language in the staff console (stored apart from the English,
 * server/catalog/catalog-texts.ts) and what the prefs calls carry with
 * `?lang=` (docs/api.md). A text the temple has not translated is shown in
 * English, inside `lang="en"` (`textIn`).
 */

/** The kinds of catalog item that have texts, and the texts each has. */
export const CATALOG_TEXT_FIELDS = {
  PUJA: ['displayName', 'extDescription'],
  CATEGORY: ['name'],
  EVENT: ['name', 'offeringTitle', 'title', 'hostedBy', 'extDescription'],
  READING_TYPE: ['name', 'summary', 'covers'],
  /** A region's name (a place: written in each script as its people say it). */
  REGION: ['name'],
} as const;

export type CatalogTextKind = keyof typeof CATALOG_TEXT_FIELDS;
export type CatalogTextField<K extends CatalogTextKind> = (typeof CATALOG_TEXT_FIELDS)[K][number];

export const CATALOG_TEXT_KINDS = Object.keys(CATALOG_TEXT_FIELDS) as CatalogTextKind[];

/** How long one text may be (a description is a paragraph or two). */
export const CATALOG_TEXT_MAX = 2_000;

/** The words of one item in one language, each only where the temple has written it. */
export interface Localized<F extends string> {
  language: string;
  texts: Partial<Record<F, string>>;
}

/** A puja's words (its category's name too, for a category the site has no message for). */
export type LocalizedPuja = Localized<CatalogTextField<'PUJA'> | 'categoryName'>;
export type LocalizedEvent = Localized<CatalogTextField<'EVENT'>>;
/** A reading type's `covers` text holds one point a line. */
export type LocalizedReadingType = Localized<CatalogTextField<'READING_TYPE'>>;
export type LocalizedRegion = Localized<CatalogTextField<'REGION'>>;

/** A text to show and the language it is written in. */
export interface TextIn {
  text: string;
  lang: string;
}

/**
 * The item's `field` in `language` when the temple has written it, else its
 * English (`english`) marked as English.
 */
export function textIn<F extends string>(
  english: string,
  localized: Localized<F> | undefined,
  field: F,
  language: string,
): TextIn {
  const text = localized?.language === language ? localized.texts[field]?.trim() : undefined;
  return text ? { text, lang: language } : { text: english, lang: 'en' };
}

/** A `covers` text (one point a line) as its points. */
export const pointsOf = (covers: string): string[] =>
  covers
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
