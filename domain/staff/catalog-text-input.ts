/**
 * The console's edit of one catalog text in one language (PUT
 * /staff-api/catalog-texts): which item and field, the text (empty: the
 * English is shown again) and whether the temple's translator has reviewed it.
 */
import { z } from 'zod';
import {
  CATALOG_TEXT_FIELDS,
  CATALOG_TEXT_KINDS,
  CATALOG_TEXT_MAX,
  type CatalogTextKind,
} from '../catalog-texts';
import { LANGUAGE_CODES, SOURCE_LANGUAGE } from '../languages';

const TRANSLATED = LANGUAGE_CODES.filter((code) => code !== SOURCE_LANGUAGE) as [
  string,
  ...string[],
];

export const catalogLanguageQuery = z.object({
  language: z.enum(TRANSLATED, { message: 'Choose one of the site’s other languages' }),
});

export const catalogTextInput = z
  .object({
    kind: z.enum(CATALOG_TEXT_KINDS as [CatalogTextKind, ...CatalogTextKind[]]),
    itemId: z.string().trim().min(1, 'Name the item').max(64),
    field: z.string().max(32),
    language: catalogLanguageQuery.shape.language,
    text: z.string().max(CATALOG_TEXT_MAX, `At most ${CATALOG_TEXT_MAX} characters`),
    reviewed: z.boolean(),
  })
  .refine((input) => (CATALOG_TEXT_FIELDS[input.kind] as readonly string[]).includes(input.field), {
    message: 'This item has no such text',
    path: ['field'],
  });

export type CatalogTextInput = z.infer<typeof catalogTextInput>;

/** One text of an item in the console's list: the English and its translation. */
export interface CatalogTextRow {
  field: string;
  english: string;
  text: string;
  reviewed: boolean;
}

export interface CatalogTextItem {
  kind: CatalogTextKind;
  itemId: string;
  /** The item's English name, for the list. */
  label: string;
  texts: CatalogTextRow[];
}
