/** Where a reading takes place, and the booking's calendar event. */
import type { Person } from '../../domain/astro/api';
import { english, type Translate } from '../../domain/message-text';
import {
  manageUrl,
  readingCalendarEvent,
  type CalendarLinkEvent,
} from '../../domain/astro/calendar-links';
import { SOURCE_LANGUAGE } from '../../domain/languages';
import type { AstroAstrologerTable, AstroBookingTable, AstroReadingTypeTable } from './tables';

/** The booking's own link, else the astrologer's standing room, else '' (not set yet). */
export function meetingLink(
  booking: Pick<AstroBookingTable, 'meeting_url'>,
  astrologer: Pick<AstroAstrologerTable, 'meeting_url'>,
): string {
  return booking.meeting_url || astrologer.meeting_url;
}

export function peopleOf(booking: Pick<AstroBookingTable, 'people'>): Person[] {
  return JSON.parse(booking.people) as Person[];
}

export function bookingEvent(
  booking: AstroBookingTable,
  readingType: AstroReadingTypeTable,
  astrologer: AstroAstrologerTable,
  publicUrl: string,
  say: Translate = english,
  /** The reader's language: the booking's page is linked in it. */
  language: string = SOURCE_LANGUAGE,
): CalendarLinkEvent {
  return readingCalendarEvent(
    {
      readingName: readingType.name,
      astrologerName: astrologer.name,
      peopleNames: peopleOf(booking).map((p) => p.fullName),
      code: booking.code,
      startUtc: booking.start_utc,
      endUtc: booking.end_utc,
      meetingUrl: meetingLink(booking, astrologer),
      manageUrl: manageUrl(publicUrl, booking.code, language),
    },
    say,
  );
}
