/**
 * The temple's name and contact as every email shows them. The temple's
 * details are stored and edited by the staff console; until that store exists
 * the sandbox shows these clearly labelled sample values (docs/site.md).
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

export const SAMPLE_TEMPLE_CONTACT: TempleContact = {
  name: 'Mata Amritanandamayi Center',
  email: 'office@example.org',
  phone: '+1 555 0100',
  postalAddress: ['[Sample address]', 'PO Box 0000', 'Sample City, CA 00000', 'USA'],
  isSample: true,
};
