/**
 * iCalendar (RFC 5545) files for a booked reading: UTC times, a stable UID per
 * booking and a SEQUENCE that grows with each reschedule, so calendar apps
 * update the one event instead of adding another.
 */

export interface CalendarEvent {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startUtc: string;
  endUtc: string;
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  /** The meeting link (never a link carrying a secret); omitted when empty. */
  url: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

/** 20250309T170000Z */
export function icsUtc(instant: Date | string): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes TEXT values: backslash, semicolon, comma and newlines. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (continuation lines start with a space). */
export function foldIcsLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + charSize > limit) {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/**
 * A parameter value (a CN name) as an RFC 5545 quoted string, so commas,
 * semicolons and colons stay part of the name; a double quote, a caret and a
 * line break are written with the RFC 6868 escapes (^' ^^ ^n).
 */
export function quotedParam(value: string): string {
  const escaped = value
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r?\n/g, '^n')
    .replace(/[\p{Cc}]/gu, ' ');
  return `"${escaped}"`;
}

export function buildIcs(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Amrita Puja//Astrology readings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.startUtc)}`,
    `DTEND:${icsUtc(event.endUtc)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${quotedParam(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...event.attendees.map(
      (attendee) =>
        `ATTENDEE;CN=${quotedParam(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${attendee.email}`,
    ),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
