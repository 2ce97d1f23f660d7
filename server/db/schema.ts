/** Kysely table types: the core tables here, the astrology ones from server/astro. */
import type { AstroTables } from '../astro/tables';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends AstroTables {}
