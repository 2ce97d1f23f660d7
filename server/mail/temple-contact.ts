/**
 * The temple's name and contact as every email shows them (read from the
 * temple's details, edited in the staff console: read-temple-contact.ts).
 */
export interface TempleContact {
  /** The centre's name, shown at the top and bottom of every mail. */
  name: string;
  email: string;
  phone: string;
  /** Postal address, one line per entry (empty when not published). */
  postalAddress: readonly string[];
  /** Set while the values are samples: every mail then says so. */
  isSample: boolean;
}
