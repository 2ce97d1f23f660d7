/** The browser's privacy calls: the retention schedule, and a devotee's erasure request. */
import type { ErasureRequested } from '../../machines/privacy';
import type { DevoteeErasureRequest } from '../domain/privacy/requests';
import {
  ERASURE_REQUESTS_PATH,
  RETENTION_PATH,
  type RetentionSchedule,
} from '../domain/privacy/retention';
import { getJson, postJson } from './http';

/** The schedule the server runs, or null when the API cannot be reached. */
export async function loadRetentionSchedule(): Promise<RetentionSchedule | null> {
  try {
    const response = await getJson(RETENTION_PATH);
    return response.ok ? ((await response.json()) as RetentionSchedule) : null;
  } catch {
    return null;
  }
}

/** Records the request; rejects with an Error carrying the server's words. */
export async function requestErasure(request: DevoteeErasureRequest): Promise<ErasureRequested> {
  const response = await postJson(ERASURE_REQUESTS_PATH, request).catch(() => {
    throw new Error('We could not reach the server. Check your connection and try again.');
  });
  const body = (await response.json().catch(() => null)) as
    (ErasureRequested & { error?: { message: string } }) | null;
  if (!response.ok || !body) {
    throw new Error(body?.error?.message ?? 'Something went wrong on our side. Please try again.');
  }
  return { requestedAt: body.requestedAt };
}
