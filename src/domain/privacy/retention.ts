/**
 * How long each kind of personal data is kept (docs/privacy-data.md). The
 * server reads the numbers from its configuration (server/config.ts,
 * RETENTION_* variables) and serves them at RETENTION_PATH; the privacy page
 * words them with `retentionSentences`, so page and job share one source.
 */
import { API_BASE } from '../constants';

export interface RetentionSchedule {
  /** Birth and passing details, names of the people prayed for, notes, questions, contact email and addresses (not the receipt's name). */
  detailsMonths: number;
  /** The client (IP) address a booking's hold was asked from. */
  clientAddressDays: number;
  /** A hold that lapsed unpaid: its people, email and question. */
  lapsedHoldDays: number;
  /** The bodies and recipient of sent (or given-up) mail, and .eml copies. */
  mailBodyDays: number;
  /** Staff sessions, sign-in links and passkey challenges after they end; idempotency answers. */
  sessionDays: number;
  /** The receipt: billing name, card type and last four; amounts and dates are kept as accounts. */
  receiptYears: number;
}

export const DEFAULT_RETENTION: RetentionSchedule = {
  detailsMonths: 24,
  clientAddressDays: 30,
  lapsedHoldDays: 7,
  mailBodyDays: 90,
  sessionDays: 30,
  receiptYears: 7,
};

export const RETENTION_PATH = `${API_BASE}/api/privacy/retention`;
export const ERASURE_REQUESTS_PATH = `${API_BASE}/api/privacy/erasure-requests`;

/** What stands in place of an erased text. */
export const ERASED = '[erased]';

const MONTH_MS = 30.4375 * 86_400_000;
const DAY_MS = 86_400_000;

/** The instant `months` calendar months before `now` (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

export const daysBefore = (now: Date, days: number): Date =>
  new Date(now.getTime() - days * DAY_MS);

/** Rough months, for wording only. */
export const approximateMonths = (ms: number): number => Math.round(ms / MONTH_MS);

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** The schedule in plain sentences, in the order the privacy page lists them. */
export function retentionSentences(schedule: RetentionSchedule): string[] {
  return [
    `The names, birth details and details of a passing given for a puja, your notes and your questions to an astrologer, your email address and your postal addresses are kept until ${plural(schedule.detailsMonths, 'month')} after the last puja date or reading of the order, then erased.`,
    `A reading held for you but never paid is erased ${plural(schedule.lapsedHoldDays, 'day')} after the hold lapsed.`,
    `The network address a booking was made from (used only to limit unpaid holds) is erased after ${plural(schedule.clientAddressDays, 'day')}.`,
    `The emails we send you are kept for ${plural(schedule.mailBodyDays, 'day')} after sending, in case one must be sent again; then their text is erased.`,
    `What a receipt needs (the order number, the amounts and dates paid or refunded, the card type and its last four digits, and the billing name) is kept for ${plural(schedule.receiptYears, 'year')} for the temple's accounts and tax records; then the name and card digits are erased too.`,
  ];
}
