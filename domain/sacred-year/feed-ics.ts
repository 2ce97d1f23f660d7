/**
 * The family's calendar feed (RFC 5545): one all-day event per sacred day,
 * its UID stable from the person (or the temple) and the date, so a
 * subscribed calendar updates rather than duplicates. The titles come in from
 * the caller, already in the account's language.
 */
import { escapeIcsText, foldIcsLine, icsUtc } from '../astro/ics';
import { addDays } from '../jyotish/temple-day';
import type { SacredDay } from './sacred-days';

export interface FeedEntry {
  day: SacredDay;
  summary: string;
  /** e.g. the Malayalam or Tamil date beside the Gregorian one. */
  description: string;
}

const compact = (isoDate: string) => isoDate.replace(/-/g, '');

/** The one UID of a day: who it is for (a person, Karthika or an event) and the date. */
export function feedUid(day: SacredDay, host: string): string {
  const who =
    day.kind === 'karthika'
      ? 'karthika'
      : day.kind === 'event'
        ? `event-${day.eventId}`
        : `${day.kind}-${day.personId}`;
  return `${who}-${compact(day.date)}@${host}`;
}

export function buildFeedIcs(
  entries: readonly FeedEntry[],
  options: { name: string; host: string; stamp: Date },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${options.host}//sacred year//EN`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeIcsText(options.name)}`,
    ...entries.flatMap(({ day, summary, description }) => [
      'BEGIN:VEVENT',
      `UID:${feedUid(day, options.host)}`,
      `DTSTAMP:${icsUtc(options.stamp)}`,
      `DTSTART;VALUE=DATE:${compact(day.date)}`,
      `DTEND;VALUE=DATE:${compact(addDays(day.date, 1))}`,
      `SUMMARY:${escapeIcsText(summary)}`,
      ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
