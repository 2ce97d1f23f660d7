/**
 * What the astrology flows' actor slots share: how the API's refusals reach a
 * machine, the inputs of the calls, and the month of free times both
 * calendars load. Each flow declares its own slots (booking/actors.ts,
 * reschedule/actors.ts); the browser provides them (src/api/astro-actors.ts),
 * tests fakes.
 */
import { fromPromise } from 'xstate';
import type { SlotsResponse } from '../../domain/astro/api';
import type { FieldError } from '../../domain/api-error';
import { ASTRO_TEXT } from '../../domain/astro/astro-text';
import { refusalText } from '../../domain/refusal-text';
import type { MessageText } from '../../domain/message-text';

/** How the API's refusals reach a machine (an actor rejects with this). */
export interface AstroApiFailure {
  status: number;
  code: string;
  message: string;
  fields?: FieldError[];
}

export function isApiFailure(value: unknown): value is AstroApiFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { status?: unknown }).status === 'number'
  );
}

/** The words for a failed call: the refusal's (decision 0169), or that it could not be reached. */
export const failureMessage = (error: unknown): MessageText =>
  isApiFailure(error) ? refusalText(error) : ASTRO_TEXT.unreachable;

export interface SlotsInput {
  readingTypeId: number;
  /** An astrologer's id, or "any". */
  astrologerId: number | 'any';
  from: string;
  to: string;
  timeZone: string;
}

export interface LookupInput {
  code: string;
  email: string;
  token: string;
}

export interface MoveInput extends LookupInput {
  start: string;
  visitorTimeZone: string;
  /** Why the devotee moves the reading (optional; it reaches the astrologer). */
  reason: string;
}

export interface CancelInput extends LookupInput {
  /** Why the devotee cancels (optional; it reaches the astrologer). */
  reason: string;
}

/** A slot the machine declares and the browser (or a test) fills. */
export const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The ${name} actor was not provided`));

/** A month of free times for the calendar (both flows). */
export const loadSlots = fromPromise<SlotsResponse, SlotsInput>(notProvided('loadSlots'));
