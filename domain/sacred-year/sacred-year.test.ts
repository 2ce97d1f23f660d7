import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { karthikaDates } from '../jyotish/karthika';
import { remembranceDays } from '../jyotish/remembrance';
import { starBirthdaysOfBirth } from '../jyotish/star-birthday';
import { buildFeedIcs, feedUid, sacredYear, type SacredPerson } from '.';

const TODAY = '2026-12-07';
const daughter: SacredPerson = {
  id: 'p1',
  name: 'Devi',
  known: { instant: new Date('2015-05-02T03:30:00Z') },
  day: { kind: 'birthday', tradition: 'kerala' },
};
const grandfather: SacredPerson = {
  id: 'p2',
  name: 'Raman, Nair',
  known: { instant: new Date('2019-08-20T05:30:00Z') },
  day: { kind: 'remembrance', tradition: 'north' },
};

describe('a family’s sacred year', () => {
  const days = sacredYear(
    TODAY,
    [daughter, grandfather],
    [
      { id: 'e9', date: '2027-01-14', title: 'Makaravilakku' },
      { id: 'e10', date: '2028-01-14', title: 'Next year' },
    ],
  );

  it('holds each person’s next day by their rule, the Karthika dates and the events, in order', () => {
    const birthday = days.find((d) => d.kind === 'birthday')!;
    const expected = [
      ...starBirthdaysOfBirth('kerala', new Date('2015-05-02T03:30:00Z'), 2026, 2),
    ].find((d) => d >= TODAY);
    expect(birthday.date).toBe(expected);
    const remembrance = days.find((d) => d.kind === 'remembrance')!;
    expect(remembrance.date).toBe(
      remembranceDays('north', new Date('2019-08-20T05:30:00Z'), 2026, 2).find((d) => d >= TODAY),
    );
    expect(days.filter((d) => d.kind === 'karthika').map((d) => d.date)).toEqual(
      karthikaDates(TODAY, 365),
    );
    expect(days.filter((d) => d.kind === 'event').map((d) => d.date)).toEqual(['2027-01-14']);
    expect(days.map((d) => d.date)).toEqual(days.map((d) => d.date).sort());
    expect(days.every((d) => d.date >= TODAY && d.date < '2027-12-07')).toBe(true);
  });

  it('writes a feed ical.js reads: one all-day event per day, stable UIDs', () => {
    const entries = days.map((day) => ({
      day,
      summary:
        day.kind === 'karthika'
          ? 'Kali/Karthika puja'
          : `${day.kind}: ${'name' in day ? day.name : ''}`,
      description: 'വൃശ്ചികം 21',
    }));
    const text = buildFeedIcs(entries, {
      name: 'Our sacred year',
      host: 'temple.example',
      stamp: new Date('2026-12-07T00:00:00Z'),
    });
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(days.length);
    events.forEach((event, i) => {
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(days[i]!.date);
      expect(event.endDate.toString()).toBe(
        new Date(Date.parse(days[i]!.date) + 86_400_000).toISOString().slice(0, 10),
      );
      expect(event.uid).toBe(feedUid(days[i]!, 'temple.example'));
      expect(event.description).toBe('വൃശ്ചികം 21');
    });
    expect(events.find((e) => e.summary.includes('Raman'))!.summary).toBe(
      'remembrance: Raman, Nair',
    );
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    const again = buildFeedIcs(entries, {
      name: 'x',
      host: 'temple.example',
      stamp: new Date('2026-12-08T00:00:00Z'),
    });
    expect(again.match(/^UID:.*$/gm)).toEqual(text.match(/^UID:.*$/gm));
  });
});
