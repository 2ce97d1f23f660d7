/**
 * The account's sign-in over HTTP, on SQLite (or PostgreSQL with
 * TEST_DATABASE_URL): one answer to a link request whatever the address, the
 * mail in the asked language, the link used once and within its minutes,
 * its own cookie, sign-out, the orders of the address, and deletion.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_API, ACCOUNT_LINK_MINUTES, accountOrderPagePath } from '../../domain/account';
import { OUTBOX_SECRET_MARK } from '../mail';
import { startApiServer } from '../test-support/api-server';
import { startedForTheFile } from '../test-support/for-the-file';
import { postCardPaidPujaOrder } from '../test-support/order-fixtures';
import { testNowMs } from '../../tests/test-support/test-clock';
import { ACCOUNT_MAIL_REFERENCE } from './sign-in-mail';
import {
  accountFetch,
  askForLink,
  linkSecrets,
  signInAccount,
} from './test-support/account-session';

let offsetMs = 0;
const clock = () => new Date(testNowMs() + offsetMs);
const server = startedForTheFile(() => startApiServer({ now: clock }));
const anonymous = () => accountFetch(server, null);
/** The address the order fixtures pay with. */
const BUYER = 'asha@example.com';

const mailTo = (email: string) =>
  server.database.db
    .selectFrom('outbox_emails')
    .select(['subject', 'text_body', 'html_body'])
    .where('reference', '=', ACCOUNT_MAIL_REFERENCE)
    .where('to_address', '=', email)
    .executeTakeFirstOrThrow();

describe('asking for a sign-in link', () => {
  it('answers the same for an address with orders and one without, and mails each its link', async () => {
    const { response } = await postCardPaidPujaOrder(server.baseUrl, { people: 1 });
    expect(response.status).toBe(201);
    const ask = (email: string) => anonymous()('POST', ACCOUNT_API.signIn, { email });
    const known = await ask(BUYER);
    const stranger = await ask('nobody-ordered@example.com');
    expect([known.status, stranger.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual(await stranger.json());
    expect(known.headers.get('cache-control')).toContain('no-store');
    expect(await linkSecrets(server, BUYER)).toHaveLength(1);
    expect(await linkSecrets(server, 'nobody-ordered@example.com')).toHaveLength(1);
  });

  it('writes the mail in the language asked, linking to the sign-in page in it', async () => {
    await askForLink(server, 'ml-reader@example.com', 'ml');
    const mail = await mailTo('ml-reader@example.com');
    expect(mail.subject).toBe('നിങ്ങളുടെ അക്കൗണ്ടിൽ പ്രവേശിക്കുക');
    const link = `${server.config.publicUrl}/ml/account/sign-in#${OUTBOX_SECRET_MARK}`;
    expect(mail.text_body).toContain(link);
    expect(mail.html_body).toContain(`href="${link}"`);
  });

  it('refuses a malformed address and an unknown language, naming each', async () => {
    const response = await anonymous()('POST', ACCOUNT_API.signIn, {
      email: 'not an address',
      language: 'fr',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: { path: string }[] } };
    expect(body.error.fields.map((f) => f.path).sort()).toEqual(['email', 'language']);
  });

  it('mails one address at most five links within the link’s minutes, answering alike', async () => {
    const email = 'many@example.com';
    for (let i = 0; i < 6; i += 1) {
      const response = await anonymous()('POST', ACCOUNT_API.signIn, { email });
      expect(response.status).toBe(202);
    }
    expect(await linkSecrets(server, email)).toHaveLength(5);
  });
});

describe('using the link', () => {
  it('signs in once, in the account’s own cookie, and never again with the same link', async () => {
    const secret = await askForLink(server, 'once@example.com');
    const first = await anonymous()('POST', ACCOUNT_API.complete, { secret });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ account: { email: 'once@example.com' } });
    const cookies = first.headers.getSetCookie();
    expect(cookies[0]).toMatch(
      /^account_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(cookies[1]).toMatch(/^account_present=1; Path=\/; SameSite=Lax/);
    expect(cookies[1]).not.toContain('HttpOnly');
    const again = await anonymous()('POST', ACCOUNT_API.complete, { secret });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      error: { code: 'LINK_INVALID', fields: [{ path: 'secret' }] },
    });
  });

  it('refuses a link past its minutes, an unknown one, a malformed one, and one from another site', async () => {
    const late = await askForLink(server, 'late@example.com');
    offsetMs = ACCOUNT_LINK_MINUTES * 60_000 + 1000;
    try {
      const response = await anonymous()('POST', ACCOUNT_API.complete, { secret: late });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'LINK_INVALID' } });
    } finally {
      offsetMs = 0;
    }
    const unknown = await anonymous()('POST', ACCOUNT_API.complete, { secret: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);
    const malformed = await anonymous()('POST', ACCOUNT_API.complete, { secret: 'no spaces' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error: { code: 'VALIDATION', fields: [{ path: 'secret' }] },
    });
    const secret = await askForLink(server, 'elsewhere@example.com');
    const foreign = await fetch(`${server.baseUrl}${ACCOUNT_API.complete}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ secret }),
    });
    expect(foreign.status).toBe(403);
  });

  it('does not sign in to the staff console', async () => {
    const devotee = await signInAccount(server, 'not-staff@example.com');
    const staff = await devotee.call('GET', '/puja-web-v2/api/staff/me');
    expect(staff.status).toBe(401);
  });
});

describe('the session', () => {
  it('answers who is signed in, and 401 without a session or after sign-out', async () => {
    expect((await anonymous()('GET', ACCOUNT_API.me)).status).toBe(401);
    const devotee = await signInAccount(server, 'kavya@example.com', 'ta');
    const me = await devotee.call('GET', ACCOUNT_API.me);
    expect(await me.json()).toMatchObject({
      account: { email: 'kavya@example.com', language: 'ta' },
    });
    const out = await devotee.call('POST', ACCOUNT_API.signOut);
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join('\n')).toContain('account_session=; Path=/');
    const after = await devotee.call('GET', ACCOUNT_API.me);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a change asked from another site with 403', async () => {
    const devotee = await signInAccount(server, 'origin@example.com');
    const response = await fetch(`${server.baseUrl}${ACCOUNT_API.signOut}`, {
      method: 'POST',
      headers: { cookie: devotee.cookie, origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await devotee.call('GET', ACCOUNT_API.me)).status).toBe(200);
  });
});

describe('the orders of the address', () => {
  it('lists the orders paid with it, and opens each one’s page by a new link', async () => {
    const { response } = await postCardPaidPujaOrder(server.baseUrl, { people: 2 });
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    const devotee = await signInAccount(server, 'Asha@Example.com');
    const answer = await devotee.call('GET', ACCOUNT_API.orders);
    const { orders } = (await answer.json()) as {
      orders: { orderNumber: string; status: string; people: { name: string }[] }[];
    };
    const order = orders.find((o) => o.orderNumber === orderNumber);
    expect(order?.status).toBe('paid');
    expect(order?.people.map((p) => p.name)).toEqual(['Person1 Menon', 'Person2 Menon']);

    const page = await devotee.call('GET', accountOrderPagePath(orderNumber));
    expect(page.status).toBe(303);
    const token = page.headers.get('location')!.replace('/my-order/', '');
    const view = await fetch(`${server.baseUrl}/puja-web-v2/api/my-order/${token}`);
    expect(await view.json()).toMatchObject({ orderNumber });

    const stranger = await signInAccount(server, 'other@example.com');
    expect(await (await stranger.call('GET', ACCOUNT_API.orders)).json()).toEqual({ orders: [] });
    expect((await stranger.call('GET', accountOrderPagePath(orderNumber))).status).toBe(404);
    expect((await anonymous()('GET', ACCOUNT_API.orders)).status).toBe(401);
  });
});

describe('deleting the account', () => {
  it('wants its confirmation, then erases the account, its sessions and its links', async () => {
    const devotee = await signInAccount(server, 'leaving@example.com');
    const unconfirmed = await devotee.call('POST', ACCOUNT_API.delete, { confirm: 'yes' });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.json()).toMatchObject({ error: { fields: [{ path: 'confirm' }] } });
    const exported = await devotee.call('GET', ACCOUNT_API.export);
    expect(await exported.json()).toMatchObject({ account: { email: 'leaving@example.com' } });
    const deleted = await devotee.call('POST', ACCOUNT_API.delete, { confirm: 'delete' });
    expect(await deleted.json()).toEqual({ deleted: true });
    expect((await devotee.call('GET', ACCOUNT_API.me)).status).toBe(401);
    const db = server.database.db;
    const left = await db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'leaving@example.com')
      .execute();
    expect(left).toEqual([]);
    const links = await db
      .selectFrom('account_sign_in_links')
      .select('email')
      .where('email', '=', 'leaving@example.com')
      .execute();
    expect(links).toEqual([]);
    expect((await anonymous()('POST', ACCOUNT_API.delete, { confirm: 'delete' })).status).toBe(401);
  });
});
