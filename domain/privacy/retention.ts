/**
 * How long each kind of personal data is kept (docs/privacy-data.md). The
 * server reads the numbers from its configuration (server/config/env-schema.ts,
 * RETENTION_* variables) and serves them at RETENTION_PATH; the privacy page
 * words them with `retentionSentences`, so page and job share one source.
 */
import { API_BASE } from '../constants';
import { messageTable, withValues, type MessageText } from '../message-text';

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
/** The page the confirmation mail links to (GET), and where its button sends (POST). */
export const ERASURE_CONFIRM_PATH = `${ERASURE_REQUESTS_PATH}/confirm`;

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

/**
 * The schedule in plain sentences, in the order the privacy page lists them:
 * messages with explicit ids (decision 0148), translated by the page. They
 * live in the site's catalog (lingui.config.ts), as the privacy page does.
 */
export function retentionSentences(schedule: RetentionSchedule): MessageText[] {
  return [
    withValues(RETENTION_TEXT.details, { months: schedule.detailsMonths }),
    withValues(RETENTION_TEXT.lapsedHold, { days: schedule.lapsedHoldDays }),
    withValues(RETENTION_TEXT.clientAddress, { days: schedule.clientAddressDays }),
    withValues(RETENTION_TEXT.mailBody, { days: schedule.mailBodyDays }),
    withValues(RETENTION_TEXT.receipt, { years: schedule.receiptYears }),
  ];
}

const RETENTION_TEXT = messageTable('privacy.retention', {
  details:
    'The names, birth details and details of a passing given for a puja, your notes and your questions to an astrologer, your email address and your postal addresses are kept until {months, plural, one {# month} other {# months}} after the last puja date or reading of the order, then erased.',
  lapsedHold:
    'A reading held for you but never paid is erased {days, plural, one {# day} other {# days}} after the hold lapsed.',
  clientAddress:
    'The network address a booking was made from (used only to limit unpaid holds) is erased after {days, plural, one {# day} other {# days}}.',
  mailBody:
    'The emails we send you are kept for {days, plural, one {# day} other {# days}} after sending, in case one must be sent again; then their text is erased.',
  receipt:
    "What a receipt needs (the order number, the amounts and dates paid or refunded, the card type and its last four digits, and the billing name) is kept for {years, plural, one {# year} other {# years}} for the temple's accounts and tax records; then the name and card digits are erased too.",
});
