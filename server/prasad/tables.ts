/** Kysely types of the prasad tables (migration server/db/migrations/0005_prasad_shipments.ts). */

export interface PrasadShipmentTable {
  id: string;
  order_number: string;
  /** A CarrierCode of domain/prasad/carriers.ts. */
  carrier: string;
  /** Normalised: no spaces, upper case. */
  tracking_number: string;
  /** YYYY-MM-DD the parcel was handed to the carrier. */
  posted_on: string;
  /** The staff member's email (or "cli"). */
  recorded_by: string;
  recorded_at: string;
}

export interface PrasadTables {
  prasad_shipments: PrasadShipmentTable;
}
