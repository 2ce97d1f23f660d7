import { describe, expect, it } from 'vitest';
import { DISCLAIMER_VERSION } from '../../domain/astro/disclaimer';
import { startAstroTestApp } from './test-support/test-app';
import { startedForTheFile } from '../test-support/for-the-file';
import { bookingsStartingAt } from './test-support/stored-bookings';

const NOW = '2026-03-02T12:00:00.000Z';
const t = startedForTheFile(() => startAstroTestApp(NOW));

const holdAt = (start: string, visitor: number, readingTypeId = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/puja-web-v2/api/astro/holds',
    // Each visitor from an address of their own (the limit on unpaid holds is per address).
    remoteAddress: `203.0.113.${visitor % 250}`,
    payload: {
      readingTypeId,
      astrologerId: 1,
      start,
      visitorTimeZone: 'Europe/London',
      disclaimerVersion: DISCLAIMER_VERSION,
      people: [
        {
          fullName: `Visitor ${visitor}`,
          birthDate: '1985-01-01',
          birthTime: '',
          birthPlace: 'Pune',
        },
      ],
      email: `visitor${visitor}@example.com`,
    },
  });

describe(`no double booking (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('lets exactly one of 50 concurrent holds of one slot through', async () => {
    const slot = '2026-03-04T02:30:00.000Z';
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => holdAt(slot, i)));
    const created = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    console.log(
      `[${t.database.engine}] 50 concurrent holds of ${slot}: ${created.length} booked, ${refused.length} refused (SLOT_TAKEN), ${50 - created.length - refused.length} other`,
    );
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((a) => a.json().error.code))).toEqual(new Set(['SLOT_TAKEN']));
    const held = await bookingsStartingAt(t.database.db, slot);
    expect(held).toHaveLength(1);
  });

  it('lets one through when 50 visitors aim at overlapping times of different lengths', async () => {
    // 60- and 30-minute readings at 08:00 and 08:30 IST: with the 15-minute buffer
    // every pair of them shares time on one astrologer's Thursday morning.
    const aims = [
      { start: '2026-03-05T02:30:00.000Z', type: 1 },
      { start: '2026-03-05T03:00:00.000Z', type: 1 },
      { start: '2026-03-05T02:30:00.000Z', type: 2 },
      { start: '2026-03-05T03:00:00.000Z', type: 2 },
    ];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const aim = aims[i % aims.length]!;
        return holdAt(aim.start, 100 + i, aim.type);
      }),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    console.log(
      `[${t.database.engine}] 50 concurrent holds of overlapping times: ${created.length} booked, ${answers.filter((a) => a.statusCode === 409).length} refused`,
    );
    expect(created).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(49);
  });
});
