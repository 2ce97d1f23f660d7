/** Kysely table types: the core tables here, the others from their own modules. */
import type { AstroTables } from '../astro/tables';
import type { PaymentTables } from '../payments/tables';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends AstroTables, PaymentTables {}
