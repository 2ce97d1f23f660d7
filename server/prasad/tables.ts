/** Kysely types of the prasad tables (migrations 0005_prasad_shipments and 0022_prasad_places). */

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

/** Where prasad can be posted (migration 0022): one row, id 1; none while the default applies. */
export interface PrasadPlacesTable {
  id: number;
  /** Comma-separated two-letter country codes. */
  countries: string;
  updated_at: string;
}

export interface PrasadTables {
  prasad_shipments: PrasadShipmentTable;
  prasad_places: PrasadPlacesTable;
}
