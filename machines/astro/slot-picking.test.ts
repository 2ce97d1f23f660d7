/**
 * The calendar's rules: which month it shows, when an empty month gives way to
 * a later one, and when "Next free day" can go on.
 */
import { describe, expect, it } from 'vitest';
import { ASTRO_TEXT } from '../../domain/astro/astro-text';
import {
  emptyMonth,
  hasNextFreeDay,
  initialSlotPicking,
  jumpToMonthOfNextFreeDay,
  monthOfNextFreeDay,
  moveOnFrom,
  movesOnFrom,
  pageMonth,
  slotsLoaded,
  type SlotPicking,
} from './slot-picking';

const NEW_YORK = 'America/New_York';
/** The last evening of November 2026 in New York (15:00); already 1 December in India. */
const EVENING = Date.parse('2026-11-30T20:00:00Z');
const slot = (start: string) => ({
  start,
  end: new Date(Date.parse(start) + 3_600_000).toISOString(),
  astrologerIds: [1],
});
/** 1 December 2026, 10:00 in New York. */
const DEC_1 = slot('2026-12-01T15:00:00.000Z');
/** 30 November 2026, 18:00 in New York (23:00 UTC). */
const NOV_30 = slot('2026-11-30T23:00:00.000Z');

const opened = (): SlotPicking => initialSlotPicking(NEW_YORK, EVENING);
const shown = (picking: SlotPicking, changes: Partial<SlotPicking>): SlotPicking => ({
  ...picking,
  ...changes,
});

describe('the month the calendar opens on', () => {
  it('is the visitor’s month, read at the clock given, and it is still seeking', () => {
    expect(opened()).toMatchObject({
      now: EVENING,
      today: '2026-11-30',
      monthStart: '2026-11-01',
      seeking: true,
    });
    expect(initialSlotPicking('Asia/Kolkata', EVENING)).toMatchObject({
      today: '2026-12-01',
      monthStart: '2026-12-01',
    });
  });

  it('moves on from an empty first month to the month of the next free day', () => {
    const answer = { slots: [], nextFreeDay: '2026-12-01', lastDay: '2027-01-29' };
    expect(movesOnFrom(opened(), answer)).toBe(true);
    expect(moveOnFrom(opened(), answer)).toMatchObject({
      monthStart: '2026-12-01',
      selectedDay: null,
      nextFreeDay: '2026-12-01',
      lastDay: '2027-01-29',
      seeking: true,
    });
  });

  it('judges the month by its own days when an answer reaches into the next month', () => {
    // Cal.com's booker once stayed on an empty month because its first fetch spanned two.
    const answer = { slots: [DEC_1], nextFreeDay: '2026-12-01', lastDay: '2027-01-29' };
    expect(movesOnFrom(opened(), answer)).toBe(true);
    expect(slotsLoaded(opened(), answer)).toMatchObject({ slots: [], selectedDay: null });
    const both = { slots: [NOV_30, DEC_1], nextFreeDay: '2026-11-30', lastDay: '2027-01-29' };
    expect(movesOnFrom(opened(), both)).toBe(false);
    expect(slotsLoaded(opened(), both)).toMatchObject({
      slots: [NOV_30],
      selectedDay: '2026-11-30',
      seeking: false,
    });
  });

  it('stays on an empty month once a month has been shown, or with nothing free in the horizon', () => {
    const answer = { slots: [], nextFreeDay: '2026-12-01', lastDay: '2027-01-29' };
    const landed = shown(opened(), { seeking: false });
    expect(movesOnFrom(landed, answer)).toBe(false);
    expect(movesOnFrom(opened(), { ...answer, nextFreeDay: null })).toBe(false);
    expect(movesOnFrom(opened(), { ...answer, lastDay: '2026-11-30' })).toBe(false);
  });
});

describe('the calendar’s moves', () => {
  it('paging by month stops the seeking; "Next free day" beyond the month starts it', () => {
    const december = shown(opened(), { monthStart: '2026-12-01', seeking: false });
    expect(pageMonth(december, -1)).toEqual({
      monthStart: '2026-11-01',
      selectedDay: null,
      seeking: false,
    });
    const emptyNovember = shown(opened(), {
      seeking: false,
      nextFreeDay: '2027-01-05',
      lastDay: '2027-01-29',
    });
    expect(jumpToMonthOfNextFreeDay(emptyNovember)).toEqual({
      monthStart: '2027-01-01',
      selectedDay: null,
      seeking: true,
    });
  });

  it('"Next free day" from a month’s last free day goes on to the next month within the horizon', () => {
    const december = shown(opened(), {
      monthStart: '2026-12-01',
      slots: [DEC_1],
      selectedDay: '2026-12-01',
      nextFreeDay: '2026-12-01',
      lastDay: '2027-01-29',
      seeking: false,
    });
    expect(hasNextFreeDay(december)).toBe(true);
    expect(monthOfNextFreeDay(december)).toBe('2027-01-01');
    expect(emptyMonth(december)).toBeNull();
    // The horizon ends in December: no later month to look in.
    expect(hasNextFreeDay({ ...december, lastDay: '2026-12-31' })).toBe(false);
  });

  it('names why a month is empty: a later free day, or none before the horizon ends', () => {
    const empty = shown(opened(), { seeking: false, lastDay: '2027-01-29' });
    expect(emptyMonth({ ...empty, nextFreeDay: '2026-12-01' })).toBe('later');
    expect(emptyMonth({ ...empty, nextFreeDay: null })).toBe('none');
    expect(emptyMonth({ ...empty, slotsError: ASTRO_TEXT.slotsLoadFailed })).toBeNull();
  });
});
