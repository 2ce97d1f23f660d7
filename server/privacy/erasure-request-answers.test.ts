/**
 * An erasure request by order number (or booking code) and email answers alike
 * whether they match or not: the same 202 and body, at the same instant after
 * it arrived (ERASURE_ANSWER_FLOOR_MS, waited on the server's injected timer:
 * the test's clock moves by what the server waits, and by a tick at every
 * reading, as if each step took time). Only a match records a request, with
 * the form's own source, and mails a confirmation link to the order's own
 * address. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { ERASURE_CONFIRM_PATH, ERASURE_REQUESTS_PATH } from '../../domain/privacy/retention';
import { testNowMs } from '../../tests/test-support/test-clock';
import { ERASURE_ANSWER_FLOOR_MS } from './routes';
import { DAY_MS, daysFrom, insertBooking, insertOrder } from './test-support/personal-rows';
import { privacyServerForTheFile } from './test-support/privacy-server';

const TICK_MS = 7;
const clock = { ms: testNowMs(), waits: [] as number[] };
const { server } = privacyServerForTheFile({
  // Every reading of the clock moves it on: work between two readings "takes" time.
  now: () => new Date((clock.ms += TICK_MS)),
  wait: async (ms) => {
    clock.waits.push(ms);
    clock.ms += ms;
  },
});
const db = () => server.database.db;

/** Sends one request; the answer, and how far the server's clock moved while answering. */
async function ask(body: Record<string, string>) {
  clock.waits = [];
  const before = clock.ms;
  const response = await fetch(`${server.baseUrl}${ERASURE_REQUESTS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { requestedAt: string };
  return {
    status: response.status,
    keys: Object.keys(answer),
    // Measured from the instant the server took as the request's arrival.
    tookMs: clock.ms - (Date.parse(answer.requestedAt) || before),
    waits: clock.waits,
  };
}

const requestsOf = (email: string) =>
  db()
    .selectFrom('privacy_erasure_requests')
    .select(['source', 'reference', 'devotee_confirmed_at', 'confirm_token_hash'])
    .where('email', '=', email)
    .execute();
const mailsAbout = (reference: string) =>
  db()
    .selectFrom('outbox_emails')
    .select(['to_address', 'subject', 'text_body', 'secret'])
    .where('reference', '=', reference)
    .execute();

describe('the erasure request by number and email', () => {
  it('answers a match, a wrong email and an unknown number alike', async () => {
    const now = new Date(clock.ms);
    await insertOrder(db(), {
      orderNumber: 'PENUM1',
      email: 'Asha@Example.com',
      createdAt: daysFrom(now, -3),
      pujaDate: daysFrom(now, 9),
    });
    await insertBooking(db(), {
      code: 'B-ENUM',
      email: 'asha@example.com',
      createdAt: daysFrom(now, -2),
      start: daysFrom(now, 5),
    });

    const answers = {
      match: await ask({ orderNumber: 'penum1', email: 'asha@example.com' }),
      wrongEmail: await ask({ orderNumber: 'PENUM1', email: 'mallory@example.com' }),
      unknown: await ask({ orderNumber: 'PNOSUCH', email: 'asha@example.com' }),
      booking: await ask({ bookingCode: 'B-ENUM', email: 'ASHA@example.com' }),
      bookingWrong: await ask({ bookingCode: 'B-ENUM', email: 'mallory@example.com' }),
    };
    for (const answer of Object.values(answers)) {
      expect(answer).toMatchObject({ status: 202, keys: ['requestedAt'] });
      // Answered exactly the floor after arrival, however long its own work took.
      expect(answer.tookMs).toBe(ERASURE_ANSWER_FLOOR_MS);
      expect(answer.waits).toHaveLength(1);
    }

    // Only the matches are recorded, each with the form's own source, waiting for the devotee.
    expect(await requestsOf('asha@example.com')).toEqual([
      {
        source: 'ORDER_FORM',
        reference: 'PENUM1',
        devotee_confirmed_at: null,
        confirm_token_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
      {
        source: 'BOOKING_FORM',
        reference: 'B-ENUM',
        devotee_confirmed_at: null,
        confirm_token_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    expect(await requestsOf('mallory@example.com')).toEqual([]);
    // The link goes to the order's own address, never to the one typed.
    const [mail] = await mailsAbout('PENUM1/erasure');
    expect(mail).toMatchObject({
      to_address: 'Asha@Example.com',
      subject: 'Confirm the erasure of your details',
    });
    expect(mail!.text_body).toContain('/privacy/erasure-requests/confirm?lang=en&token={{secret}}');
    expect(mail!.secret).toMatch(/^[\w-]{32}$/);
    expect(await mailsAbout('B-ENUM/erasure')).toHaveLength(1);

    // Asking again while the request is open mails nothing more, and answers alike.
    expect(await ask({ orderNumber: 'PENUM1', email: 'asha@example.com' })).toMatchObject({
      status: 202,
      tookMs: ERASURE_ANSWER_FLOOR_MS,
    });
    expect(await mailsAbout('PENUM1/erasure')).toHaveLength(1);
  });

  it('still refuses a malformed request, naming the field', async () => {
    const response = await fetch(`${server.baseUrl}${ERASURE_REQUESTS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderNumber: 'PENUM1', email: 'not an email' }),
    });
    expect(response.status).toBe(400);
  });

  it("mails the link in the order's language; it confirms once, and not after 7 days", async () => {
    const now = new Date(clock.ms);
    for (const orderNumber of ['PLANG1', 'PLATE1']) {
      await insertOrder(db(), {
        orderNumber,
        email: `${orderNumber.toLowerCase()}@example.com`,
        createdAt: daysFrom(now, -3),
        pujaDate: daysFrom(now, 9),
      });
    }
    await db()
      .updateTable('orders')
      .set({ language: 'ml' })
      .where('order_number', '=', 'PLANG1')
      .execute();
    const linkOf = async (orderNumber: string) => {
      await ask({ orderNumber, email: `${orderNumber.toLowerCase()}@example.com` });
      const [mail] = await mailsAbout(`${orderNumber}/erasure`);
      return mail!;
    };
    const press = (token: string, lang: string) =>
      fetch(`${server.baseUrl}${ERASURE_CONFIRM_PATH}?lang=${lang}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      });

    const malayalam = await linkOf('PLANG1');
    expect(malayalam.subject).toMatch(/[\u0D00-\u0D7F]/);
    expect(malayalam.text_body).toContain('confirm?lang=ml&token=');
    const page = await fetch(
      `${server.baseUrl}${ERASURE_CONFIRM_PATH}?lang=ml&token=${malayalam.secret!}`,
    );
    expect(await page.text()).toMatch(/<html lang="ml">[\s\S]*[\u0D00-\u0D7F]/);
    expect((await press(malayalam.secret!, 'ml')).status).toBe(200);
    expect((await press(malayalam.secret!, 'ml')).status).toBe(404);

    const late = await linkOf('PLATE1');
    clock.ms += 7 * DAY_MS + 60_000;
    const refused = await press(late.secret!, 'en');
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain('This link no longer works');
    expect(await requestsOf('plate1@example.com')).toMatchObject([{ devotee_confirmed_at: null }]);
  });
});
