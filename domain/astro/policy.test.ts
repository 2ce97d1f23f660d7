import { describe, expect, it } from 'vitest';
import { canCancel, canReschedule, MAX_RESCHEDULES } from './policy';

const now = new Date('2025-06-01T12:00:00Z');
const booking = (startUtc: string, rescheduleCount = 0, status = 'CONFIRMED' as const) => ({
  startUtc,
  rescheduleCount,
  status,
});

describe('reschedule and cancel policy', () => {
  it('allows a move more than 24 hours ahead', () => {
    expect(canReschedule(booking('2025-06-02T12:00:01Z'), now)).toEqual({ ok: true });
    expect(canCancel(booking('2025-06-02T12:00:01Z'), now)).toEqual({ ok: true });
  });

  it('refuses within 24 hours of the start, saying why', () => {
    const check = canReschedule(booking('2025-06-02T11:59:00Z'), now);
    expect(check).toMatchObject({ ok: false, reason: 'TOO_LATE' });
    expect(check.message).toMatch(/within 24 hours/);
    expect(canCancel(booking('2025-06-02T11:59:00Z'), now).reason).toBe('TOO_LATE');
  });

  it('refuses once the reading has started', () => {
    const check = canReschedule(booking('2025-06-01T11:00:00Z'), now);
    expect(check).toMatchObject({ ok: false, reason: 'STARTED' });
    expect(check.message).toMatch(/already started/);
  });

  it('allows two moves and refuses the third', () => {
    expect(canReschedule(booking('2025-07-01T00:00:00Z', MAX_RESCHEDULES - 1), now).ok).toBe(true);
    const check = canReschedule(booking('2025-07-01T00:00:00Z', MAX_RESCHEDULES), now);
    expect(check).toMatchObject({ ok: false, reason: 'TOO_MANY_RESCHEDULES' });
    expect(check.message).toMatch(/at most 2 times/);
  });

  it('refuses bookings that are not confirmed', () => {
    const held = { startUtc: '2025-07-01T00:00:00Z', rescheduleCount: 0, status: 'HELD' as const };
    expect(canReschedule(held, now).reason).toBe('NOT_CONFIRMED');
    expect(canCancel({ ...held, status: 'CANCELLED' }, now).reason).toBe('NOT_CONFIRMED');
  });
});
