/**
 * Whether receipts may be issued with the sample's legal details: only off
 * production. A production server (PAYMENT_ENV=production) refuses to issue
 * them and warns at start while the sample applies.
 */
import type { ServerConfig } from '../config';
import type { Db } from '../db/schema';
import type { IssuePolicy } from './issue';
import { readIssuer } from './receipt-data';

export function receiptPolicy(config: Pick<ServerConfig, 'environment'>): IssuePolicy {
  return { production: config.environment === 'production' };
}

/** The start-up warning while the legal name, EIN or tax statement are the sample; else null. */
export async function receiptsSampleWarning(db: Db, production: boolean): Promise<string | null> {
  if (!production) return null;
  const { isSample } = await readIssuer(db);
  return isSample
    ? "Receipts are NOT issued: the legal name, EIN or tax statement are still the sample. Set them in the staff console's Temple page."
    : null;
}
