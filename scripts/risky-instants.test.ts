import { describe, expect, it } from 'vitest';
import { cutoffFor } from '../server/catalog/krittika';
import { offsetMinutes, wallTimeIn } from '../domain/astro/time-zones';
import { riskyInstants } from './risky-instants';

const DAY_MS = 86_400_000;
// Days of runs across several years, a month's end, a leap day and a clock change among them.
const RUN_DAYS = [
  '2026-11-25T14:27:00Z',
  '2026-11-30T23:59:00Z',
  '2027-03-14T06:00:00Z',
  '2028-02-29T12:00:00Z',
  '2030-10-27T00:30:00Z',
  '2031-12-31T22:00:00Z',
];

const at = (from: string, name: string) => {
  const found = riskyInstants(new Date(from)).find((instant) => instant.name === name);
  if (!found) throw new Error(`no instant named ${name}`);
  return found.at;
};
const changesWithinADay = (instant: Date, zone: string) =>
  offsetMinutes(instant, zone) !== offsetMinutes(new Date(instant.getTime() + DAY_MS), zone);

describe.each(RUN_DAYS)('the risky instants of a run on %s', (from) => {
  it('are all still ahead of the run', () => {
    for (const { name, at: instant } of riskyInstants(new Date(from))) {
      expect(instant.getTime(), name).toBeGreaterThanOrEqual(Date.parse(from));
    }
  });

  it("put a month's last evening in Los Angeles, already the next day in India", () => {
    const instant = at(from, "month's last evening in Los Angeles");
    const la = wallTimeIn(instant, 'America/Los_Angeles');
    expect(la.hour).toBe(20);
    expect(wallTimeIn(new Date(instant.getTime() + DAY_MS), 'America/Los_Angeles').date).toMatch(
      /-01$/,
    );
    expect(wallTimeIn(instant, 'Asia/Kolkata').date).toMatch(/-01$/);
  });

  it("put New Year's Eve at 21:00 UTC, already 1 January in India", () => {
    const instant = at(from, "New Year's Eve 21:00 UTC");
    expect(instant.toISOString()).toMatch(/-12-31T21:00:00\.000Z$/);
    expect(wallTimeIn(instant, 'Asia/Kolkata').date).toMatch(/-01-01$/);
  });

  it('put the clock-change evenings the day before the change', () => {
    expect(
      changesWithinADay(at(from, 'evening before the US clock change'), 'America/New_York'),
    ).toBe(true);
    expect(changesWithinADay(at(from, 'evening before the EU clock change'), 'Europe/Berlin')).toBe(
      true,
    );
  });

  it('put the leap-day eve on 28 February of a leap year', () => {
    const instant = at(from, 'day before a 29 February');
    expect(instant.toISOString().slice(5, 10)).toBe('02-28');
    const nextDay = new Date(instant.getTime() + DAY_MS).toISOString().slice(5, 10);
    expect(nextDay).toBe('02-29');
  });

  it('put a minute either side of a Kali/Karthika cutoff at midnight India time', () => {
    const before = at(from, 'a minute before a Karthika cutoff');
    const after = at(from, 'a minute after a Karthika cutoff');
    expect(after.getTime() - before.getTime()).toBe(2 * 60_000);
    const cutoff = new Date(before.getTime() + 60_000);
    const ist = wallTimeIn(cutoff, 'Asia/Kolkata');
    expect([ist.hour, ist.minute]).toEqual([0, 0]);
    // Three days before a puja date.
    const pujaDate = new Date(cutoff.getTime() + 3 * DAY_MS + 5.5 * 3_600_000)
      .toISOString()
      .slice(0, 10);
    expect(cutoffFor(pujaDate, 3)).toBe(cutoff.toISOString());
  });
});
