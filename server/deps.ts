/**
 * What every route module is given: built once in server/app.ts. Every
 * feature imports this type, so it names theirs from their leaf files (as
 * db/schema.ts does), never through their index.
 */
import type { Clock, Wait } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/schema';
import type { PaymentSubjects } from './payments/attempts/subjects';
import type { PaymentGateway } from './payments/gateway';

export interface ServerDeps {
  config: ServerConfig;
  db: Db;
  payments: PaymentGateway;
  /** The clock (server/clock.ts), replaceable in tests. */
  now: Clock;
  /** Deliberate waits (an answer's floor time); server/clock.ts realWait unless a test replaces it. */
  wait?: Wait;
  /** How a payment's status applies to an order or a booking (server/payment-subjects.ts). */
  paymentSubjects: PaymentSubjects;
}
