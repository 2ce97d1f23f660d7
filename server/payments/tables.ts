/** Kysely table types of the payment tables (e.g. the sandbox gateway's ledger). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PaymentTables {}
