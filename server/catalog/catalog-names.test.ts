/**
 * The temple's own names, as a Malayalam devotee reads them: a puja named in
 * the console (catalog_texts) is so named in the confirmation mail, on My
 * order with `?lang=ml`, and in the mail that says it was offered; a reading
 * type's Malayalam name is in the booking's mail and its calendar file.
 */
import { describe, expect, it } from 'vitest';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import { MY_ORDER_API, myOrderViewSchema } from '../../domain/my-order';
import { testNow } from '../../tests/test-support/test-clock';
import { startAstroTestApp } from '../astro/test-support/test-app';
import { bookingCalls, icsOf, NOW, WED_0800_IST } from '../astro/test-support/booking-calls';
import { holdBody } from '../test-support/payment-fixtures';
import { startedForTheFile } from '../test-support/for-the-file';
import { startApiServer } from '../test-support/api-server';
import {
  fetchOrderPrefs,
  postJson,
  pujaOrderPayload,
  sandboxCardToken,
} from '../test-support/order-fixtures';
import { CLI_ACTOR } from '../staff/audit';
import { markPerformed } from '../staff/performed';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';

const server = startedForTheFile(() => startApiServer());

/** The temple's own Malayalam name for an item (a name no table holds, so it can only come from here). */
async function writeText(
  db: Kysely<Database>,
  row: { kind: string; item_id: string; field: string; text: string },
): Promise<void> {
  const values = { text: row.text, reviewed: 1, updated_at: testNow().toISOString() };
  await db
    .insertInto('catalog_texts')
    .values({ ...row, language: 'ml', ...values })
    .onConflict((oc) => oc.columns(['kind', 'item_id', 'field', 'language']).doUpdateSet(values))
    .execute();
}

const mailsOf = (orderNumber: string) =>
  server.database.db
    .selectFrom('outbox_emails')
    .select(['subject', 'text_body', 'html_body', 'secret'])
    .where('reference', '=', orderNumber)
    .orderBy('created_at')
    .execute();

describe('a Malayalam order', () => {
  it('names its puja by the temple’s Malayalam name in mails and on My order', async () => {
    const { baseUrl, database } = server;
    const prefs = await fetchOrderPrefs(baseUrl);
    const payload = {
      ...pujaOrderPayload(prefs, { people: 1, encoded: await sandboxCardToken(baseUrl) }),
      language: 'ml',
    };
    const pujaId = payload.pujaOrderLineitems[0]!.pujaId;
    const name = 'ക്ഷേത്രത്തിന്റെ സ്വന്തം പൂജ';
    await writeText(database.db, {
      kind: 'PUJA',
      item_id: String(pujaId),
      field: 'displayName',
      text: name,
    });
    const response = await postJson(baseUrl, ORDER_SUBMIT_PATHS.puja, payload);
    expect(response.status).toBe(201);
    const { orderNumber } = (await response.json()) as { orderNumber: string };

    const [confirmation] = await mailsOf(orderNumber);
    expect(confirmation?.text_body).toContain(name);
    expect(confirmation?.html_body).toContain(name);

    const token = confirmation!.secret!;
    const page = async (lang: string) =>
      myOrderViewSchema.parse(
        await (await fetch(`${baseUrl}${MY_ORDER_API.view}/${token}${lang}`)).json(),
      );
    const inMalayalam = await page('?lang=ml');
    expect(inMalayalam.people[0]).toMatchObject({ puja: name, pujaLang: 'ml' });
    const inEnglish = await page('');
    expect(inEnglish.people[0]?.puja).not.toBe(name);
    expect(inEnglish.people[0]?.pujaLang).toBeUndefined();

    const bad = await fetch(`${baseUrl}${MY_ORDER_API.view}/${token}?lang=xx`);
    expect(bad.status).toBe(400);

    await markPerformed(
      database.db,
      { actor: CLI_ACTOR, now: testNow(), publicUrl: baseUrl },
      orderNumber,
      [0],
    );
    const offeredMail = (await mailsOf(orderNumber)).at(-1);
    expect(offeredMail?.text_body).toContain(name);
    const offered = (await page('?lang=ml')).timeline.find((event) => event.type === 'offered');
    expect(offered).toMatchObject({ puja: name, pujaLang: 'ml' });
  });
});

describe('a Malayalam booking', () => {
  it('names its reading by the temple’s Malayalam name in the mail and the calendar file', async () => {
    const t = await startAstroTestApp(NOW);
    try {
      const name = 'ക്ഷേത്രത്തിന്റെ ജാതക വായന';
      await writeText(t.database.db, {
        kind: 'READING_TYPE',
        item_id: '1',
        field: 'name',
        text: name,
      });
      const calls = bookingCalls(t);
      const held = await t.app.inject({
        method: 'POST',
        url: '/puja-web-v2/api/astro/holds',
        payload: { ...holdBody(WED_0800_IST), language: 'ml' },
      });
      expect(held.statusCode).toBe(201);
      const { code } = held.json<{ code: string }>();
      expect((await calls.pay(code)).statusCode).toBe(200);
      const [devoteeMail, astrologerMail] = await calls.outbox(code);
      expect(devoteeMail?.text_body).toContain(name);
      expect(icsOf(devoteeMail!).SUMMARY).toContain(name);
      // The astrologer reads the English.
      expect(astrologerMail?.text_body).not.toContain(name);
      expect(icsOf(astrologerMail!).SUMMARY).not.toContain(name);
    } finally {
      await t.close();
    }
  });
});
