/**
 * A slots API over a fixed list of free times, answering as GET /slots does
 * (server/astro/slots-answer.ts): the free times on the visitor's days asked,
 * the first free day on or after `from`, and the last day of the horizon.
 */
import { fromPromise } from 'xstate';
import type { SlotsResponse } from '../../../domain/astro/api';
import { wallTimeIn } from '../../../domain/astro/time-zones';
import type { SlotsInput } from '../actors';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface FakeSlots {
  /** The loadSlots actor, answering from the free times. */
  loadSlots: ReturnType<typeof fromPromise<SlotsResponse, SlotsInput>>;
  /** The questions asked, in order. */
  asked: SlotsInput[];
}

export function fakeSlots(
  free: readonly string[],
  { now, horizonDays }: { now: Date; horizonDays: number },
): FakeSlots {
  const asked: SlotsInput[] = [];
  const horizonEnd = now.getTime() + horizonDays * DAY_MS;
  const open = free.filter((start) => Date.parse(start) <= horizonEnd).sort();
  const answer = (input: SlotsInput): SlotsResponse => {
    const dayOf = (iso: string) => wallTimeIn(new Date(iso), input.timeZone).date;
    const fromOn = open.filter((start) => dayOf(start) >= input.from);
    return {
      timeZone: input.timeZone,
      slots: fromOn
        .filter((start) => dayOf(start) <= input.to)
        .map((start) => ({
          start,
          end: new Date(Date.parse(start) + HOUR_MS).toISOString(),
          astrologerIds: [1],
        })),
      nextFreeDay: fromOn[0] ? dayOf(fromOn[0]) : null,
      lastDay: wallTimeIn(new Date(horizonEnd), input.timeZone).date,
    };
  };
  const loadSlots = fromPromise<SlotsResponse, SlotsInput>(async ({ input }) => {
    asked.push(input);
    return answer(input);
  });
  return { loadSlots, asked };
}
