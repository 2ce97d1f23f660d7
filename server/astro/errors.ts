/** Refusals of the booking API, each with an HTTP status, a code and words for the visitor. */
import { HOLD_MINUTES, MAX_UNPAID_HOLDS } from '../../domain/astro/policy';
import { ApiError } from '../http';

/** A refusal that is always the same: each call makes a fresh error. */
const refusal = (status: number, code: string, message: string) => () =>
  new ApiError(status, code, message);

export const notFound = refusal(
  404,
  'BOOKING_NOT_FOUND',
  'No booking matches that code and email address. Check both and try again.',
);

export const slotTaken = refusal(
  409,
  'SLOT_TAKEN',
  'Someone else has just taken that time. Please choose another time.',
);

export const holdExpired = (minutes: number) =>
  new ApiError(
    410,
    'HOLD_EXPIRED',
    `The time was held for you for ${minutes} minutes and that hold has lapsed. Please choose a time again.`,
  );

/** `start` is the refused time as sent; the field names it. */
export const notOnSchedule = (start: string) =>
  new ApiError(
    400,
    'SLOT_NOT_OFFERED',
    'That time is not one the astrologer offers. Please choose one of the times shown.',
    [{ path: 'start', message: `${start} is not an offered time` }],
  );

/** A change found the booking no longer as it was read (a concurrent move or cancel). */
export const changedMeanwhile = refusal(
  409,
  'CHANGED_MEANWHILE',
  'This booking was changed meanwhile. Reload it and try again.',
);

export const dayFull = refusal(
  409,
  'DAY_FULL',
  'The astrologer has no more readings free on that day. Please choose another day.',
);

/** The limit on live unpaid holds, per email address or per client address. */
export const tooManyHolds = (by: 'email' | 'client') =>
  new ApiError(
    429,
    'TOO_MANY_HOLDS',
    by === 'email'
      ? `This email address already has ${MAX_UNPAID_HOLDS} times held and not paid for, the most one address may hold at once. Pay for one of them, or let a hold lapse (after ${HOLD_MINUTES} minutes), and try again.`
      : `This device already has ${MAX_UNPAID_HOLDS} times held and not paid for, the most one may hold at once. Pay for one of them, or let a hold lapse (after ${HOLD_MINUTES} minutes), and try again.`,
  );
