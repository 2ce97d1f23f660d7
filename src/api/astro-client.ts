/**
 * The browser's calls to the astrology API. Refusals reject with
 * `{ status, code, message, fields? }` so the machines can branch on the code.
 */
import { getJson, postJson } from './http';
import { ASTRO_PATHS } from '../domain/astro/api';
import type {
  AstroCatalog,
  BookingView,
  HoldRequest,
  PayRequest,
  SlotsResponse,
} from '../domain/astro/api';
import { IDEMPOTENCY_HEADER } from '../domain/constants';
import type {
  AstroApiFailure,
  CancelInput,
  LookupInput,
  MoveInput,
  PayInput,
  PayOutcome,
  SlotsInput,
} from '../../machines/astro/actors';

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
      message: 'We could not reach the server. Check your connection and try again.',
    } satisfies AstroApiFailure;
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}

export const loadCatalog = () => json<AstroCatalog>(getJson(ASTRO_PATHS.catalog));

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
    postJson(ASTRO_PATHS.holds, request, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  );
}

/** 200 confirmed, 402 declined (the hold stays), 202 no final answer from the card processor. */
export async function payBooking(input: PayInput): Promise<PayOutcome> {
  const body: PayRequest = {
    email: input.email,
    billing: input.billing,
    opaqueData: input.opaqueData,
  };
  const response = await postJson(ASTRO_PATHS.pay(input.code), body, {
    headers: { [IDEMPOTENCY_HEADER]: input.idempotencyKey },
  }).catch(() => {
    throw {
      status: 0,
      code: 'NETWORK',
      message:
        'We could not reach the server to confirm your payment. Pay again to retry safely: you will not be charged twice.',
    } satisfies AstroApiFailure;
  });
  if (response.status === 200) {
    const data = (await response.json()) as { booking: BookingView };
    return { status: 'CONFIRMED', booking: data.booking };
  }
  if (response.status === 202) {
    const data = (await response.json()) as { booking: BookingView; message: string };
    return { status: 'PAYMENT_UNKNOWN', booking: data.booking, message: data.message };
  }
  if (response.status === 402) {
    const data = (await response.json()) as { booking: BookingView; error: { message: string } };
    return { status: 'DECLINED', booking: data.booking, message: data.error.message };
  }
  throw await failure(response);
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
