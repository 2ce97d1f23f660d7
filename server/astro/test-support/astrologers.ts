/** Test astrologers: inserted directly, then given settings through the real settings store. */
import { randomBytes } from 'node:crypto';
import type { AvailabilitySettings } from '../../../domain/astro/availability';
import type { Db } from '../../db/schema';
import { saveSettings } from '../schedule-store';

export const NO_SETTINGS: Omit<AvailabilitySettings, 'timeZone'> = {
  weekly: [],
  overrides: [],
  daysOff: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  dailyLimit: 0,
  readingTypeIds: [1, 2, 3],
  meetingUrl: '',
};

export async function addAstrologer(
  db: Db,
  id: number,
  settings: Partial<AvailabilitySettings> & { timeZone: string },
): Promise<void> {
  await db
    .insertInto('astro_astrologers')
    .values({
      id,
      name: `Test astrologer ${id}`,
      bio: '',
      time_zone: settings.timeZone,
      minimum_notice_minutes: 0,
      buffer_minutes: 0,
      horizon_days: 60,
      email: `astrologer${id}@example.org`,
      active: 1,
      buffer_before_minutes: 0,
      daily_limit: 0,
      meeting_url: '',
      feed_token: randomBytes(18).toString('base64url'),
    })
    .execute();
  await saveSettings(db, id, { ...NO_SETTINGS, ...settings });
}

/** Withdraws the sample astrologers so a test's own astrologers are the only ones. */
export async function withdrawSamples(db: Db): Promise<void> {
  await db.updateTable('astro_astrologers').set({ active: 0 }).where('id', 'in', [1, 2]).execute();
}

export const everyDay = (start: string, end: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));
