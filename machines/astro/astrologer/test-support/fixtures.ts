/** The astrologer console's sample settings, shared by its machine and model tests. */
import type { AvailabilitySettings } from '../../../../domain/astro/availability';

/** Monday mornings in Kolkata, one reading type, no overrides or days off. */
export const SETTINGS: AvailabilitySettings = {
  timeZone: 'Asia/Kolkata',
  weekly: [{ weekday: 1, start: '09:00', end: '12:00' }],
  overrides: [],
  daysOff: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minimumNoticeMinutes: 1440,
  dailyLimit: 0,
  readingTypeIds: [1],
  meetingUrl: '',
};
