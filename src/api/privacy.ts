/** The browser's erasure request (the retention schedule: ./retention.ts). */
import type { ErasureRequested } from '../../machines/privacy';
import { ERASURE_FAILURE } from '../../domain/privacy/erasure-failure';
import type { DevoteeErasureRequest } from '../../domain/privacy/requests';
import { ERASURE_REQUESTS_PATH } from '../../domain/privacy/retention';
import { postJson } from './http';

/** Records the request; rejects with an Error carrying the server's words. */
export async function requestErasure(request: DevoteeErasureRequest): Promise<ErasureRequested> {
  const response = await postJson(ERASURE_REQUESTS_PATH, request).catch(() => {
    throw new Error(ERASURE_FAILURE.offline);
  });
  const body = (await response.json().catch(() => null)) as
    (ErasureRequested & { error?: { message: string } }) | null;
  if (!response.ok || !body) {
    throw new Error(body?.error?.message ?? 'Something went wrong on our side. Please try again.');
  }
  return { requestedAt: body.requestedAt };
}
