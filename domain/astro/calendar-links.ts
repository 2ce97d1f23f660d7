/**
 * "Add to Google Calendar" and "Add to Outlook" links for a reading: the web
 * calendars' own event-composer addresses, filled with the event's title,
 * UTC times, details and place. They carry no secret.
 */
import { english, messageTable, type Translate } from '../message-text';
import { icsUtc } from './ics';
import { SOURCE_LANGUAGE, siteAddress } from '../languages';

export interface CalendarLinkEvent {
  title: string;
  startUtc: string;
  endUtc: string;
  details: string;
  location: string;
}

export function googleCalendarLink(event: CalendarLinkEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icsUtc(event.startUtc)}/${icsUtc(event.endUtc)}`,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

export function outlookCalendarLink(event: CalendarLinkEvent): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(event.startUtc).toISOString(),
    enddt: new Date(event.endUtc).toISOString(),
    body: event.details,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query.toString()}`;
}

export function addToCalendarLinks(event: CalendarLinkEvent): { google: string; outlook: string } {
  return { google: googleCalendarLink(event), outlook: outlookCalendarLink(event) };
}

/** The calendar event's words (translated for the visitor's mails: server/i18n). */
export const CALENDAR_TEXT = messageTable('calendar', {
  linkPending:
    'The astrologer sends the video-call link before the reading; it will also be in your reminder emails.',
  title: '{reading} with {astrologer}',
  readingFor: 'Vedic astrology reading for {names}.',
  and: '{first} and {second}',
  code: 'Booking code: {code}.',
  join: 'Join the video call: {url}',
  manage:
    'To reschedule or cancel (up to 24 hours before), open {url} and enter the booking code and your email address.',
  online: 'Online (video call)',
});

export const LINK_PENDING = CALENDAR_TEXT.linkPending.message;

export interface ReadingEventParts {
  readingName: string;
  astrologerName: string;
  peopleNames: string[];
  code: string;
  startUtc: string;
  endUtc: string;
  /** The video-call link, or '' while not set. */
  meetingUrl: string;
  /** Absolute address of the page that asks for the code and email (no secret). */
  manageUrl: string;
}

/** Names joined with "and", in the reader's language. */
export function joinNames(names: readonly string[], say: Translate = english): string {
  return names.reduce(
    (joined, name) => (joined ? say(CALENDAR_TEXT.and, { first: joined, second: name }) : name),
    '',
  );
}

/** Title, times, details and place of a booked reading (emails, calendar files, links). */
export function readingCalendarEvent(
  parts: ReadingEventParts,
  say: Translate = english,
): CalendarLinkEvent {
  const T = CALENDAR_TEXT;
  return {
    title: say(T.title, { reading: parts.readingName, astrologer: parts.astrologerName }),
    startUtc: parts.startUtc,
    endUtc: parts.endUtc,
    details: [
      say(T.readingFor, { names: joinNames(parts.peopleNames, say) }),
      say(T.code, { code: parts.code }),
      parts.meetingUrl ? say(T.join, { url: parts.meetingUrl }) : say(T.linkPending),
      say(T.manage, { url: parts.manageUrl }),
    ].join('\n'),
    location: parts.meetingUrl || say(T.online),
  };
}

/** The page that changes a booking, in the reader's language, with the code filled in and no secret. */
export function manageUrl(origin: string, code: string, language = SOURCE_LANGUAGE): string {
  return siteAddress(origin, language, `/astro-reschedule?code=${encodeURIComponent(code)}`);
}
