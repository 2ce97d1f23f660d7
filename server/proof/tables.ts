/** Kysely types of the proof-of-offering tables (migration 0004). */

type Iso = string;

/**
 * A photograph of a puja, re-encoded on upload (no metadata). Staged until a
 * marking attaches it (`attached_at`); withdrawn photographs keep their row
 * for the audit but lose their bytes.
 */
export interface PujaPhotoTable {
  /** 24 URL-safe random characters: the address of the served image. */
  id: string;
  /** The puja date it was attached for; null while staged. */
  puja_date: string | null;
  /** Staff-written text shown with the photograph: may hold names (personal data). */
  caption: string;
  /** JPEG bytes (long edge at most 1600 px); null once withdrawn. */
  image: Buffer | null;
  /** JPEG thumbnail (long edge at most 480 px); null once withdrawn. */
  thumb: Buffer | null;
  width: number;
  height: number;
  uploaded_by: string;
  uploaded_at: Iso;
  attached_at: Iso | null;
  withdrawn_at: Iso | null;
  withdrawn_by: string | null;
}

/** A video link (an unlisted recording) given when marking a puja performed. */
export interface PujaVideoTable {
  id: string;
  puja_date: string;
  url: string;
  added_by: string;
  added_at: Iso;
}

/** Which people (order line items) a photograph or video is proof for. */
export interface PujaProofPeopleTable {
  /** A puja_photos or puja_videos id. */
  proof_id: string;
  order_number: string;
  position: number;
}

export interface ProofTables {
  puja_photos: PujaPhotoTable;
  puja_videos: PujaVideoTable;
  puja_proof_people: PujaProofPeopleTable;
}
