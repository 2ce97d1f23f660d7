import { describe, expect, it } from 'vitest';
import { buildIcs, foldIcsLine } from './ics';
import { parseIcsEvent } from '../test-support/ics';

const event = {
  uid: 'ABCD2345@astro.amritapuja',
  sequence: 1,
  method: 'REQUEST' as const,
  startUtc: '2025-03-10T16:00:00.000Z',
  endUtc: '2025-03-10T17:00:00.000Z',
  stamp: new Date('2025-03-01T08:09:10.123Z'),
  summary: 'Birth chart reading; with Astrologer A, sample',
  description: 'Line one\nLine two, with a comma',
  location: 'Online (video call)',
  url: 'https://video.example.org/room/a',
  organizer: { name: 'Astrologer A, sample', email: 'astro@example.org' },
  attendees: [{ name: 'Asha "A" Nair; Jr.', email: 'asha@example.com' }],
};

describe('.ics files', () => {
  it('writes UTC times, the UID, the sequence and METHOD:REQUEST with CRLF endings', () => {
    const ics = buildIcs(event);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );
    const props = parseIcsEvent(ics);
    expect(props).toMatchObject({
      METHOD: 'REQUEST',
      UID: 'ABCD2345@astro.amritapuja',
      SEQUENCE: '1',
      DTSTART: '20250310T160000Z',
      DTEND: '20250310T170000Z',
      DTSTAMP: '20250301T080910Z',
      STATUS: 'CONFIRMED',
      SUMMARY: 'Birth chart reading\\; with Astrologer A\\, sample',
      DESCRIPTION: 'Line one\\nLine two\\, with a comma',
    });
    expect(ics).toContain(`ATTENDEE;CN="Asha ^'A^' Nair; Jr.";`);
    expect(ics).toContain('ORGANIZER;CN="Astrologer A, sample":mailto:astro@example.org');
  });

  it('marks a cancellation', () => {
    const props = parseIcsEvent(buildIcs({ ...event, method: 'CANCEL', sequence: 3 }));
    expect(props).toMatchObject({ METHOD: 'CANCEL', STATUS: 'CANCELLED', SEQUENCE: '3' });
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'ॐ'.repeat(40)}`);
    const pieces = folded.split('\r\n ');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces)
      expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(pieces.join('')).toBe(`DESCRIPTION:${'ॐ'.repeat(40)}`);
  });
});
