/** Refusals of the booking API, each with an HTTP status, a code and words for the visitor. */
import { ApiError } from '../http/errors';

export const notFound = () =>
  new ApiError(
    404,
    'BOOKING_NOT_FOUND',
    'No booking matches that code and email address. Check both and try again.',
  );

export const slotTaken = () =>
  new ApiError(
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
