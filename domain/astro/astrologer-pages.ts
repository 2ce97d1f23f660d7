/** The astrologer's pages in the staff console: paths and answer shapes (server and browser). */
import { z } from 'zod';
import { STAFF_API } from '../staff/roles';
import type { Person } from './api';
import type { AvailabilitySettings } from './availability';
import { meetingUrlSchema } from './availability';

const BASE = `${STAFF_API}/astrologer`;

export const ASTROLOGER_PATHS = {
  me: `${BASE}/me`,
  settings: `${BASE}/settings`,
  bookings: `${BASE}/bookings`,
  outcome: (code: string) => `${BASE}/bookings/${encodeURIComponent(code)}/outcome`,
  meetingLink: (code: string) => `${BASE}/bookings/${encodeURIComponent(code)}/meeting-link`,
  regenerateFeed: `${BASE}/feed/regenerate`,
} as const;

export const OUTCOMES = ['COMPLETED', 'NO_SHOW'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const outcomeRequestSchema = z.object({ outcome: z.enum(OUTCOMES) });
export const meetingLinkRequestSchema = z.object({ meetingUrl: meetingUrlSchema });

export interface AstrologerMe {
  id: number;
  name: string;
  email: string;
  /** The private calendar feed (carries its secret; regenerate to cut off old copies). */
  feedUrl: string;
  settings: AvailabilitySettings;
  readingTypes: { id: number; name: string; durationMinutes: number }[];
}

export interface AstrologerBooking {
  code: string;
  status: 'HELD' | 'CONFIRMED' | 'CANCELLED';
  readingName: string;
  start: string;
  end: string;
  people: Person[];
  question: string;
  devoteeEmail: string;
  visitorTimeZone: string;
  meetingUrl: string;
  /** COMPLETED, NO_SHOW or '' */
  outcome: string;
  changeReason: string;
}
