/**
 * The account's calendar feed (public by the secret in its address): the
 * family's and the temple's days of the coming twelve months, one all-day
 * event each, titled in the account's language with the solar date beside.
 */
import { buildFeedIcs, dayTitle, solarDateText, type FeedEntry } from '../../domain/sacred-year';
import type { Db } from '../db/schema';
import { mailReader } from '../i18n';
import { accountYear } from './account-year';
import { accountOfFeed } from './feed-tokens';

const FEED_NAME = /*i18n*/ { id: 'sacredYear.feed.name', message: "Our family's sacred days" };

/** The feed's text, or null when the secret opens no live feed. */
export async function accountFeedIcs(
  db: Db,
  secret: string,
  publicUrl: string,
  now: Date,
): Promise<string | null> {
  const account = await accountOfFeed(db, secret);
  if (!account) return null;
  const { say, language } = mailReader(account.language);
  const { days } = await accountYear(db, account.id, now);
  const entries: FeedEntry[] = days.map((day) => {
    const title = dayTitle(day);
    const solar = solarDateText(day, language);
    return {
      day,
      summary: typeof title === 'string' ? title : say(title, title.values),
      description: solar ? say(solar, solar.values) : '',
    };
  });
  return buildFeedIcs(entries, { name: say(FEED_NAME), host: new URL(publicUrl).host, stamp: now });
}
