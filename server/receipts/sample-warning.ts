/**
 * A production start warns while receipts would print sample legal details
 * (the legal name, the EIN or the tax statement): a production server issues
 * no receipt until the office writes the temple's own (./readiness.ts). The
 * temple's sample address and phone are named too, since receipts print them.
 */
import { readTempleDetails } from '../catalog';
import type { Db } from '../db/schema';
import { readIssuer } from './receipt-data';

/** The warning to log, or null once the legal name, EIN and tax statement are the temple's. */
export async function sampleReceiptsWarning(db: Db): Promise<string | null> {
  const [issuer, temple] = await Promise.all([readIssuer(db), readTempleDetails(db)]);
  if (!issuer.isSample) return null;
  const alsoDetails = temple.isSample ? '; its address and phone there are still samples too' : '';
  return `RECEIPTS ARE NOT ISSUED: the legal name, EIN or tax statement are still the SAMPLE; write the temple's own in the staff console (Temple details) before taking real gifts${alsoDetails}.`;
}
