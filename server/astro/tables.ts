/** Kysely table types of the astrology booking tables. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AstroTables {}
