/** GET star-birthdays: a birth's star birthdays at the temple from this year on. */
import { describe, expect, it } from 'vitest';
import { JYOTISH_PATHS, type StarBirthdaysAnswer } from '../../domain/jyotish/api';
import type { ApiErrorBody } from '../../domain/api-error';
import { lunarBirthdays, remembranceDays, starBirthdaysOfBirth } from '../../domain/jyotish';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { startedForTheFile } from '../test-support/for-the-file';

const NOW = new Date('2026-11-28T12:00:00Z');
const server = startedForTheFile(() =>
  startApiServer({ payments: createFakeGateway(), now: () => NOW }),
);

async function get(params: Record<string, string>) {
  const response = await fetch(
    `${server.baseUrl}${JYOTISH_PATHS.starBirthdays}?${new URLSearchParams(params)}`,
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Born 24 Nov 1990, 02:10 in Kollam: Krittika, the Sun in Vrischika (Scorpio). */
const BIRTH = { date: '1990-11-24', time: '02:10', lat: '8.8811', lon: '76.5847' };

describe('GET star-birthdays', () => {
  it('answers the Kerala star birthdays from this year, one a year', async () => {
    const { status, body } = await get({ ...BIRTH, tradition: 'kerala', years: '3' });
    expect(status).toBe(200);
    const { dates } = body as StarBirthdaysAnswer;
    const birth = new Date('1990-11-23T20:40:00Z');
    expect(dates).toEqual(starBirthdaysOfBirth('kerala', birth, 2026, 3));
    expect(dates.map((d) => d.slice(0, 4))).toEqual(['2026', '2027', '2028']);
  });

  it('answers the Tamil ones, one year when `years` is not given', async () => {
    const { status, body } = await get({ ...BIRTH, tradition: 'tamil', timeZone: 'Asia/Kolkata' });
    expect(status).toBe(200);
    expect((body as StarBirthdaysAnswer).dates).toHaveLength(1);
  });

  it('answers the lunar birthdays (the tithi of the birth)', async () => {
    const { status, body } = await get({ ...BIRTH, tradition: 'lunar', years: '2' });
    expect(status).toBe(200);
    const birth = new Date('1990-11-23T20:40:00Z');
    expect((body as StarBirthdaysAnswer).dates).toEqual(lunarBirthdays(birth, 2026, 2));
  });

  it('names each bad field', async () => {
    const { status, body } = await get({
      date: '1899-12-31',
      lat: '8.88',
      lon: '76.58',
      tradition: 'bengali',
      years: '11',
    });
    expect(status).toBe(400);
    const paths = (body as ApiErrorBody).error.fields?.map((f) => f.path).sort();
    expect(paths).toEqual(['date', 'time', 'tradition', 'years']);
  });

  it('refuses a birth in the future (by the server clock)', async () => {
    const { status, body } = await get({ ...BIRTH, date: '2026-11-29', tradition: 'kerala' });
    expect(status).toBe(400);
    expect((body as ApiErrorBody).error.fields).toEqual([
      { path: 'date', message: 'The birth cannot be in the future' },
    ]);
  });

  it('refuses years of 0', async () => {
    const { status, body } = await get({ ...BIRTH, tradition: 'kerala', years: '0' });
    expect(status).toBe(400);
    expect((body as ApiErrorBody).error.fields?.map((f) => f.path)).toEqual(['years']);
  });

  it('answers remembrance days with kind=remembrance, from the passing’s details', async () => {
    const passing = { date: '2019-08-20', time: '11:00', lat: '8.8811', lon: '76.5847' };
    const at = new Date('2019-08-20T05:30:00Z');
    for (const tradition of ['kerala', 'north'] as const) {
      const { status, body } = await get({
        ...passing,
        kind: 'remembrance',
        tradition,
        years: '3',
      });
      expect(status).toBe(200);
      expect((body as StarBirthdaysAnswer).dates).toEqual(remembranceDays(tradition, at, 2026, 3));
    }
  });

  it('names a bad kind, and a birthday tradition asked for a remembrance day', async () => {
    const bad = await get({ ...BIRTH, kind: 'wedding', tradition: 'kerala' });
    expect(bad.status).toBe(400);
    expect((bad.body as ApiErrorBody).error.fields?.map((f) => f.path)).toEqual(['kind']);
    const tamil = await get({
      ...BIRTH,
      date: '2027-01-01',
      kind: 'remembrance',
      tradition: 'lunar',
    });
    expect(tamil.status).toBe(400);
    expect((tamil.body as ApiErrorBody).error.fields).toEqual([
      { path: 'date', message: 'The passing cannot be in the future' },
      { path: 'tradition', message: 'Choose one of: kerala, north' },
    ]);
  });
});
