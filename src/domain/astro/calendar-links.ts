/**
 * "Add to Google Calendar" and "Add to Outlook" links for a reading: the web
 * calendars' own event-composer addresses, filled with the event's title,
 * UTC times, details and place. They carry no secret.
 */
import { icsUtc } from './ics';

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

export const LINK_PENDING =
  'The astrologer sends the video-call link before the reading; it will also be in your reminder emails.';

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

/** Title, times, details and place of a booked reading (emails, calendar files, links). */
export function readingCalendarEvent(parts: ReadingEventParts): CalendarLinkEvent {
  return {
    title: `${parts.readingName} with ${parts.astrologerName}`,
    startUtc: parts.startUtc,
    endUtc: parts.endUtc,
    details: [
      `Vedic astrology reading for ${parts.peopleNames.join(' and ')}.`,
      `Booking code: ${parts.code}.`,
      parts.meetingUrl ? `Join the video call: ${parts.meetingUrl}` : LINK_PENDING,
      `To reschedule or cancel (up to 24 hours before), open ${parts.manageUrl} and enter the booking code and your email address.`,
    ].join('\n'),
    location: parts.meetingUrl || 'Online (video call)',
  };
}

/** The page that changes a booking, with the code filled in and no secret. */
export function manageUrl(origin: string, code: string): string {
  return `${origin}/astro-reschedule?code=${encodeURIComponent(code)}`;
}
