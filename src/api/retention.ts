/**
 * The retention schedule the server runs, for the privacy page. Apart from
 * ./privacy.ts (the erasure request), whose zod schema the page must not load.
 */
import { RETENTION_PATH, type RetentionSchedule } from '../../domain/privacy/retention';
import { getJson } from './http';

/** The schedule the server runs, or null when the API cannot be reached. */
export async function loadRetentionSchedule(): Promise<RetentionSchedule | null> {
  try {
    const response = await getJson(RETENTION_PATH);
    return response.ok ? ((await response.json()) as RetentionSchedule) : null;
  } catch {
    return null;
  }
}
