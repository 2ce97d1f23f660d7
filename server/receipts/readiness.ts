/**
 * Whether receipts may be issued with the sample's legal details: only off
 * production. A production server (PAYMENT_ENV=production) refuses to issue
 * them and warns at start while the sample applies.
 */
import type { ServerConfig } from '../config';
import type { IssuePolicy } from './issue';

export function receiptPolicy(config: Pick<ServerConfig, 'environment'>): IssuePolicy {
  return { production: config.environment === 'production' };
}
