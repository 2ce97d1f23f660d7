/** What the visitor-mail tests store and read back: a paid order in a language, the queued mails. */
import type { Kysely } from 'kysely';
import type { VisitorLanguage } from '../../../domain/visitor-language';
import type { Database } from '../../db/schema';
import { seedCatalog } from '../../catalog/seed';
import { findMyOrder } from '../../my-order/find';
import { markPerformed } from '../../staff/performed';
import { insertOrder } from '../../privacy/test-support/personal-rows';
import { startedForTheFile } from '../../test-support/for-the-file';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

export interface QueuedMail {
  subject: string;
  text: string;
  html: string;
}

/** A paid order of one person (`name`, Asha unless given) in `language`, its puja five days on. */
export async function storeOrderIn(
  db: Kysely<Database>,
  order: { orderNumber: string; language: VisitorLanguage; at: Date; name?: string },
): Promise<void> {
  await insertOrder(db, {
    orderNumber: order.orderNumber,
    email: 'asha@example.org',
    createdAt: order.at,
    pujaDate: new Date(order.at.getTime() + 5 * 86_400_000),
    ...(order.name !== undefined && { name: order.name }),
  });
  await db
    .updateTable('orders')
    .set({ language: order.language })
    .where('order_number', '=', order.orderNumber)
    .execute();
}

/** The mails queued about `reference`, oldest first. */
export async function queuedMails(db: Kysely<Database>, reference: string): Promise<QueuedMail[]> {
  const rows = await db
    .selectFrom('outbox_emails')
    .select(['subject', 'text_body', 'html_body'])
    .where('reference', '=', reference)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ subject: row.subject, text: row.text_body, html: row.html_body }));
}

/** A database of the file's own, its catalog seeded at `at`, open from before its first test. */
export function seededDatabaseForTheFile(at: Date): TestDatabase {
  return startedForTheFile(async () => {
    const database = await createTestDatabase();
    await seedCatalog(database.db, at);
    return database;
  });
}

/**
 * The mails an order gets after paying, queued in this order: a Find my order link, "puja
 * offered", then its proof with `videoUrl`; one, two and three seconds after `at`.
 */
export async function queueOfferedMails(
  db: Kysely<Database>,
  orderNumber: string,
  { publicUrl, at, videoUrl }: { publicUrl: string; at: Date; videoUrl: string },
): Promise<void> {
  const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);
  await findMyOrder(db, { orderNumber, email: 'asha@example.org' }, { publicUrl, now: later(1) });
  const marking = { actor: { staffId: null, label: 'cli' }, now: later(2), publicUrl };
  await markPerformed(db, marking, orderNumber, [0]);
  await markPerformed(db, { ...marking, now: later(3), proof: { videoUrl } }, orderNumber, [0]);
}
