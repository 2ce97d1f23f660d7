/**
 * The browser's calls to the astrology API. Refusals reject with
 * `{ status, code, message, fields? }` so the machines can branch on the code.
 */
import { getJson, postJson } from './http';
import { ASTRO_PATHS } from '../../domain/astro/api';
import type { AstroCatalog, BookingView, HoldRequest, SlotsResponse } from '../../domain/astro/api';
import { ASTRO_TEXT } from '../../domain/astro/astro-text';
import { IDEMPOTENCY_HEADER } from '../../domain/constants';
import type {
  AstroApiFailure,
  CancelInput,
  LookupInput,
  MoveInput,
  SlotsInput,
} from '../../machines/astro/actors';
import { inPageLanguage, pageLanguage } from './page-language';

async function failure(response: Response): Promise<AstroApiFailure> {
  try {
    const body = (await response.json()) as { error?: Omit<AstroApiFailure, 'status'> };
    if (body.error?.code) return { status: response.status, ...body.error };
  } catch {
    // Not JSON: fall through to a generic message.
  }
  return {
    status: response.status,
    code: 'HTTP_' + response.status,
    message: 'Something went wrong on our side. Please try again in a moment.',
  };
}

async function json<T>(request: Promise<Response>): Promise<T> {
  const response = await request.catch(() => {
    throw {
      status: 0,
      code: 'NETWORK',
      message: ASTRO_TEXT.unreachable.message,
    } satisfies AstroApiFailure;
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}

export const loadCatalog = () => json<AstroCatalog>(getJson(inPageLanguage(ASTRO_PATHS.catalog)));

export function loadSlots(input: SlotsInput): Promise<SlotsResponse> {
  const query = new URLSearchParams({
    readingTypeId: String(input.readingTypeId),
    astrologerId: String(input.astrologerId),
    from: input.from,
    to: input.to,
    timeZone: input.timeZone,
  });
  return json(getJson(`${ASTRO_PATHS.slots}?${query}`));
}

export function holdSlot({ idempotencyKey, ...request }: HoldRequest & { idempotencyKey: string }) {
  return json<BookingView>(
    postJson(
      ASTRO_PATHS.holds,
      { ...request, ...pageLanguage() },
      { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
    ),
  );
}

const access = (input: LookupInput) =>
  input.token ? { token: input.token } : { email: input.email };

export const lookupBooking = (input: LookupInput) =>
  json<BookingView>(postJson(ASTRO_PATHS.lookup, { code: input.code, ...access(input) }));

export const moveBooking = (input: MoveInput) =>
  json<BookingView>(
    postJson(ASTRO_PATHS.reschedule(input.code), {
      ...access(input),
      start: input.start,
      visitorTimeZone: input.visitorTimeZone,
      ...(input.reason && { reason: input.reason }),
    }),
  );

export const cancelBooking = (input: CancelInput) =>
  json<BookingView>(
    postJson(ASTRO_PATHS.cancel(input.code), {
      ...access(input),
      ...(input.reason && { reason: input.reason }),
    }),
  );
