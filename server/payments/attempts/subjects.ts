/**
 * What an attempt's status means for the thing being paid for. Each feature
 * that takes payments gives its own `ApplyToSubject` (server/orders,
 * server/astro) and the server's deps carry them (server/payment-subjects.ts),
 * so the payment service imports neither. Each runs in the transaction that
 * moves the attempt, so the mail that reports a change exists exactly when
 * the change does.
 */
import type { Db, Trx } from '../../db/schema';
import type { PaymentGateway } from '../gateway';
import type { SubjectKind } from './store';
import { OPEN_STATUSES, PAYMENT_STATUS, type PaymentStatus } from './vocabulary';

export interface SubjectChange {
  ref: string;
  status: PaymentStatus;
  /** The attempt's status before this change. */
  previous: string;
  transId: string | null;
  /** The card as the gateway reported it, when this change's answer named it. */
  card?: { type: string; number: string };
}

/** What an applier may use beside the transaction. */
export interface SubjectContext {
  db: Db;
  payments: PaymentGateway;
  now: () => Date;
  /** Absolute origin for links in emails. */
  publicUrl: string;
}

/** Who paid, and the language their mails are written in. */
export interface Payer {
  email: string;
  language: string;
}

/**
 * Applies the change and answers who paid (the payment service may mail them:
 * mail.ts); null when the subject no longer takes the change (e.g. already paid).
 */
export type ApplyToSubject = (
  trx: Trx,
  change: SubjectChange,
  context: SubjectContext,
) => Promise<Payer | null>;

export type PaymentSubjects = Readonly<Record<SubjectKind, ApplyToSubject>>;

const UNPAID = [...OPEN_STATUSES, PAYMENT_STATUS.declined];

/** The payment states a subject may leave for `status`: a reversal leaves PAID only. */
export function statesBefore(status: PaymentStatus): readonly string[] {
  return status === PAYMENT_STATUS.voided || status === PAYMENT_STATUS.refunded
    ? [PAYMENT_STATUS.paid]
    : UNPAID;
}
