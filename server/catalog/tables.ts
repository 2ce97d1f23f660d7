/** Kysely types of the catalog's translations (migration 0023 in server/db/migrations). */

/** One text of one catalog item in one language (domain/catalog-texts.ts names the kinds and fields). */
export interface CatalogTextTable {
  kind: string;
  item_id: string;
  field: string;
  language: string;
  text: string;
  /** 1 once the temple's translator has read it; 0 for a first translation (the seed's). */
  reviewed: number;
  updated_at: string;
}

export interface CatalogTextTables {
  catalog_texts: CatalogTextTable;
}
