/** What every route module is given: built once in server/app.ts. */
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './db/schema';
import type { PaymentGateway } from './payments/gateway';

export interface ServerDeps {
  config: ServerConfig;
  db: Kysely<Database>;
  payments: PaymentGateway;
  /** The clock (server/clock.ts), replaceable in tests. */
  now: Clock;
}
