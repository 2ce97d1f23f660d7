/**
 * When a server-side session ends: at its absolute end, or after an idle
 * spell; and when its last use is worth writing again (not on every request).
 */

/** last_seen_at is written at most this often. */
export const TOUCH_EVERY_MS = 60_000;

export interface SessionTimes {
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
}

/** `over`: end it; `touch`: live, write its last use; `live`: live as it is. */
export function sessionLife(
  row: SessionTimes,
  now: Date,
  idleMinutes: number,
): 'over' | 'touch' | 'live' {
  if (row.ended_at !== null) return 'over';
  const t = now.getTime();
  const idleFor = t - Date.parse(row.last_seen_at);
  if (t >= Date.parse(row.expires_at) || idleFor >= idleMinutes * 60_000) return 'over';
  return idleFor >= TOUCH_EVERY_MS ? 'touch' : 'live';
}
