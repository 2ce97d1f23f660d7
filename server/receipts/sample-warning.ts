/**
 * A production start warns while receipts would still print the sample tax statement
 * (./tax-statement.ts): a gift acknowledged with a made-up EIN is worse than none. The
 * temple's sample details (address, phone) are named too, since receipts print them.
 */
import { readTempleDetails } from '../catalog';
import type { Db } from '../db/schema';
import { readTaxStatement } from './tax-statement';

/** The warning to log, or null once the temple has written its own tax statement. */
export async function sampleTaxStatementWarning(db: Db): Promise<string | null> {
  const temple = await readTempleDetails(db);
  const statement = await readTaxStatement(db, temple.centreName);
  if (!statement.isSample) return null;
  const alsoDetails = temple.isSample ? '; its address and phone there are still samples too' : '';
  return `RECEIPTS STILL PRINT THE SAMPLE TAX STATEMENT (a made-up EIN): write the temple's own in the staff console (Temple details) before taking real gifts${alsoDetails}.`;
}
