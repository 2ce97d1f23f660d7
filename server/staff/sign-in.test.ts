/** Sign-in by one-time link, sessions (cookie, idle timeout), Origin checks, rate limit, audit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SESSION_IDLE_MINUTES,
  SIGN_IN_LINK_MINUTES,
  STAFF_API,
} from '../../src/domain/staff/roles';
import { startApiServer, type ApiTestServer } from '../test-support/api-server';
import { CLI_ACTOR } from './audit';
import { addMember, createSignInLink } from './members';
import { secretOf, signInAs, staffFetch } from './test-support/staff-session';
import { testNowMs } from '../../tests/test-support/test-clock';

let server: ApiTestServer;
let offsetMs = 0;
const clock = () => new Date(testNowMs() + offsetMs);

beforeAll(async () => {
  server = await startApiServer({ now: clock });
});
afterAll(async () => {
  await server.close();
});

const anonymous = () => staffFetch(server, null);

async function linkFor(email: string, role: 'office' | 'priest' = 'office') {
  const db = server.database.db;
  const member = await addMember(db, CLI_ACTOR, { email, name: 'Test', role }, clock());
  return createSignInLink(db, member.id, server.baseUrl, clock());
}

describe('one-time sign-in link', () => {
  it('signs in once, with an httpOnly SameSite=Strict cookie, and never again', async () => {
    const link = await linkFor('once@example.org');
    expect(link).toMatch(new RegExp(`^${server.baseUrl}/staff/sign-in#[A-Za-z0-9_-]{43}$`));
    const first = await anonymous()('POST', '/sign-in/complete', { secret: secretOf(link) });
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict/);
    expect(cookie).not.toContain('Secure'); // the sandbox runs over http
    const me = await staffFetch(server, cookie.split(';')[0]!)('GET', '/me');
    expect(await me.json()).toMatchObject({ me: { email: 'once@example.org', role: 'office' } });

    const again = await anonymous()('POST', '/sign-in/complete', { secret: secretOf(link) });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      error: { code: 'LINK_INVALID', fields: [{ path: 'secret' }] },
    });
  });

  it(`expires after ${SIGN_IN_LINK_MINUTES} minutes`, async () => {
    const link = await linkFor('late@example.org');
    offsetMs = SIGN_IN_LINK_MINUTES * 60_000 + 1000;
    try {
      const late = await anonymous()('POST', '/sign-in/complete', { secret: secretOf(link) });
      expect(late.status).toBe(400);
    } finally {
      offsetMs = 0;
    }
  });

  it('refuses a sign-in posted from another origin', async () => {
    const link = await linkFor('cross@example.org');
    const response = await fetch(`${server.baseUrl}${STAFF_API}/sign-in/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ secret: secretOf(link) }),
    });
    expect(response.status).toBe(403);
    // The link was not spent by the refused attempt.
    const ok = await anonymous()('POST', '/sign-in/complete', { secret: secretOf(link) });
    expect(ok.status).toBe(200);
  });
});

describe('asking for a link', () => {
  it('answers the same for a member and a stranger; only the member gets mail', async () => {
    await linkFor('member@example.org');
    const count = async () =>
      (
        await server.database.db
          .selectFrom('outbox_emails')
          .select('to_address')
          .where('reference', '=', 'staff-sign-in')
          .execute()
      ).filter((row) => row.to_address === 'member@example.org').length;
    const before = await count();
    const known = await anonymous()('POST', '/sign-in', { email: 'Member@Example.org' });
    const unknown = await anonymous()('POST', '/sign-in', { email: 'nobody@example.org' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.text()).toBe(await unknown.text());
    expect(await count()).toBe(before + 1);
    const mail = await server.database.db
      .selectFrom('outbox_emails')
      .select('text_body')
      .where('to_address', '=', 'member@example.org')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toMatch(/\/staff\/sign-in#[A-Za-z0-9_-]{43}/);
  });

  it('is rate-limited per client', async () => {
    const limited = await startApiServer({ env: { WRITE_RATE_LIMIT: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const ask = staffFetch(limited, null);
        statuses.push((await ask('POST', '/sign-in', { email: `x${i}@example.org` })).status);
      }
      expect(statuses).toEqual([202, 202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  it(`end after ${SESSION_IDLE_MINUTES} idle minutes`, async () => {
    const office = await signInAs(server, 'office');
    expect((await office.call('GET', '/me')).status).toBe(200);
    offsetMs = SESSION_IDLE_MINUTES * 60_000 + 1000;
    try {
      expect((await office.call('GET', '/me')).status).toBe(401);
    } finally {
      offsetMs = 0;
    }
    expect((await office.call('GET', '/me')).status).toBe(401);
  });

  it('end on sign-out', async () => {
    const priest = await signInAs(server, 'priest');
    expect((await priest.call('POST', '/sign-out', {})).status).toBe(200);
    expect((await priest.call('GET', '/me')).status).toBe(401);
  });

  it('refuse writes without our Origin', async () => {
    const admin = await signInAs(server, 'admin');
    const response = await fetch(`${server.baseUrl}${STAFF_API}/members`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'new@example.org', name: 'New', role: 'priest' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN_ORIGIN' } });
  });

  it('end when an admin disables the member, and the audit log shows who did what', async () => {
    const admin = await signInAs(server, 'admin');
    const priest = await signInAs(server, 'priest');
    const disabled = await admin.call('POST', '/members/disable', { email: priest.email });
    expect(disabled.status).toBe(200);
    expect((await priest.call('GET', '/me')).status).toBe(401);
    const audit = (await (await admin.call('GET', '/audit')).json()) as {
      entries: { actor: string; action: string; target: string; before: unknown; after: unknown }[];
    };
    expect(audit.entries[0]).toMatchObject({
      actor: admin.email,
      action: 'staff.disable',
      target: priest.email,
      before: { active: true },
      after: { active: false },
    });
  });
});
