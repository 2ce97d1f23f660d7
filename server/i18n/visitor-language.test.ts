/**
 * The visitor's language travels with the order or booking: stored as sent
 * (English when left out, anything else refused), and the visitor's mails
 * and calendar file are written in it while the astrologer's stay English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BILLING } from '../../domain/test-support/fixtures';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import type { BookingView } from '../../domain/astro/api';
import type { OrderPrefs } from '../../domain/prefs';
import { startAstroTestApp } from '../astro/test-support/test-app';
import { startApiServer, type ApiTestServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { startedForTheFile } from '../test-support/for-the-file';
import { fetchOrderPrefs, postJson, pujaOrderPayload } from '../test-support/order-fixtures';
import { holdBody } from '../test-support/payment-fixtures';

describe('an order', () => {
  let server: ApiTestServer;
  let prefs: OrderPrefs;
  beforeAll(async () => {
    server = await startApiServer({ payments: createFakeGateway() });
    prefs = await fetchOrderPrefs(server.baseUrl);
  });
  afterAll(async () => server.close());

  const submit = async (language: unknown) => {
    const payload = { ...pujaOrderPayload(prefs, { people: 2 }), language };
    const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, payload);
    return { status: response.status, json: (await response.json()) as { orderNumber: string } };
  };
  const stored = async (orderNumber: string) => {
    const db = server.database.db;
    const order = await db
      .selectFrom('orders')
      .select('language')
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    const mail = await db
      .selectFrom('outbox_emails')
      .select(['subject', 'text_body', 'html_body'])
      .where('reference', '=', orderNumber)
      .executeTakeFirstOrThrow();
    return { language: order.language, mail };
  };

  it('made in Malayalam is confirmed by a Malayalam mail', async () => {
    const { status, json } = await submit('ml');
    expect(status).toBe(201);
    const { language, mail } = await stored(json.orderNumber);
    expect(language).toBe('ml');
    expect(mail.subject).toBe(`നിങ്ങളുടെ ഓർഡർ ${json.orderNumber} സ്ഥിരീകരിച്ചു`);
    expect(mail.html_body).toContain('<html lang="ml">');
    expect(mail.text_body).toContain('ജന്മനക്ഷത്രം');
    expect(mail.text_body).toContain('സംശയങ്ങളുണ്ടോ?');
    expect(mail.text_body).not.toContain('What happens next');
  });

  it('with no language is English, and an unknown language is refused by name', async () => {
    const { json } = await submit(undefined);
    const { language, mail } = await stored(json.orderNumber);
    expect(language).toBe('en');
    expect(mail.subject).toBe(`Your order ${json.orderNumber} is confirmed`);
    const refused = await submit('fr');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('"path":"language"');
  });
});

describe('an astrology booking', () => {
  const t = startedForTheFile(() => startAstroTestApp('2026-03-02T12:00:00.000Z'));

  it('made in Tamil gets Tamil mails and calendar file; the astrologer English ones', async () => {
    const email = 'kavitha@example.com';
    const held = await t.app.inject({
      method: 'POST',
      url: '/puja-web-v2/api/astro/holds',
      payload: { ...holdBody('2026-03-09T02:30:00Z', email), language: 'ta' },
    });
    expect(held.statusCode).toBe(201);
    const code = held.json<BookingView>().code;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/puja-web-v2/api/astro/bookings/${code}/pay`,
      payload: {
        email,
        opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce' },
        billing: SAMPLE_BILLING,
      },
    });
    expect(paid.statusCode).toBe(200);
    const mails = await t.database.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('reference', 'in', [code, `${code}/reminder`])
      .execute();
    const devotee = mails.filter((mail) => mail.to_address === email);
    const astrologer = mails.filter((mail) => mail.to_address !== email);
    expect(devotee.map((mail) => mail.subject).sort()).toEqual([
      `உங்கள் ஜோதிட ஆலோசனை முன்பதிவு செய்யப்பட்டது: ${code}`,
      `நினைவூட்டல்: ஜோதிட ஆலோசனை ஒரு மணி நேரத்தில்: ${code}`,
      `நினைவூட்டல்: ஜோதிட ஆலோசனை நாளை: ${code}`,
    ]);
    const confirmation = devotee.find((mail) => mail.reference === code)!;
    expect(confirmation.html_body).toContain('<html lang="ta">');
    // The day of the reading in Tamil, through Intl: Monday is திங்கள்.
    expect(confirmation.text_body).toContain('திங்கள்');
    const [calendar] = JSON.parse(confirmation.attachments) as { content: string }[];
    const ics = Buffer.from(calendar!.content, 'base64').toString('utf8').replace(/\r\n /g, '');
    expect(ics).toContain('DESCRIPTION:Asha Nair அவர்களுக்கான வேத ஜோதிட ஆலோசனை.');
    expect(astrologer.map((mail) => mail.subject)).toContain(
      `A reading is booked with you: ${code}`,
    );
    expect(astrologer.every((mail) => !/[\u0B80-\u0BFF]/.test(mail.subject))).toBe(true);
    const stored = await t.database.db
      .selectFrom('astro_bookings')
      .select('language')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe('ta');
  });
});
