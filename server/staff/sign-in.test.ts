/**
 * Sign-in by one-time link (stored without it, one live link spent cancels the
 * others), sessions (cookie, idle timeout), Origin checks, rate limit, audit.
 */
import { describe, expect, it, vi } from 'vitest';
import { SESSION_IDLE_MINUTES, SIGN_IN_LINK_MINUTES, STAFF_API } from '../../domain/staff/roles';
import { startApiServer } from '../test-support/api-server';
import type { OutgoingMail } from '../mail/transport';
import { deliverDueEmails } from '../mail/worker';
import { CLI_ACTOR } from './audit';
import { addMember, createSignInLink } from './members';
import { SIGN_IN_ANSWER_FLOOR_MS } from './sign-in-routes';
import { hashSecret } from '../sign-in';
import { secretOf, signInAs, staffFetch } from './test-support/staff-session';
import { startedForTheFile } from '../test-support/for-the-file';
import { testNowMs } from '../../tests/test-support/test-clock';

const server = startedForTheFile(() => startApiServer({ now: clock }));
let offsetMs = 0;
const clock = () => new Date(testNowMs() + offsetMs);

const anonymous = () => staffFetch(server, null);

/** Runs the mail worker once with a transport that keeps what it sends. */
async function deliverMail(): Promise<OutgoingMail[]> {
  const sent: OutgoingMail[] = [];
  const transport = {
    send: async (mail: OutgoingMail) => void sent.push(mail),
    describe: () => '',
  };
  await deliverDueEmails(server.database.db, transport, { from: 'office@example.org', now: clock });
  return sent;
}

const LINK = /\/staff\/sign-in#([A-Za-z0-9_-]{43})/;

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

  it('cancels the member’s other live links once one is used; a newer link leaves older ones live', async () => {
    const db = server.database.db;
    const member = await addMember(
      db,
      CLI_ACTOR,
      { email: 'three-links@example.org', name: 'Test', role: 'office' },
      clock(),
    );
    const links: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      links.push(await createSignInLink(db, member.id, server.baseUrl, clock()));
    }
    const other = await linkFor('someone-else@example.org');
    const use = async (link: string) =>
      (await anonymous()('POST', '/sign-in/complete', { secret: secretOf(link) })).status;
    expect(await use(links[1]!)).toBe(200);
    expect(await use(links[0]!)).toBe(400);
    expect(await use(links[2]!)).toBe(400);
    // Another member's link is untouched.
    expect(await use(other)).toBe(200);
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
    const sent = (await deliverMail()).filter((mail) => mail.to === 'member@example.org');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toMatch(LINK);
    expect(sent[0]!.html).toMatch(LINK);
  });

  it('answers a member and a stranger alike, neither sooner than the floor', async () => {
    await linkFor('timed@example.org');
    /**
     * Asks with the timers faked, moving their clock 1 ms per turn of the event loop: the
     * faked milliseconds before the answer came (never fewer than real ones), and the answer.
     */
    const ask = async (email: string) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
      try {
        let answered = false;
        const answer = server.app
          .inject({ method: 'POST', url: `${STAFF_API}/sign-in`, payload: { email } })
          .finally(() => (answered = true));
        let elapsed = 0;
        while (!answered) {
          await new Promise((resolve) => setImmediate(resolve));
          await vi.advanceTimersByTimeAsync(1);
          elapsed += 1;
        }
        const response = await answer;
        // The Date header is the one that may differ (the seconds may turn between two asks).
        const headers = { ...response.headers, date: undefined };
        return { elapsed, status: response.statusCode, body: response.body, headers };
      } finally {
        vi.useRealTimers();
      }
    };
    const known = await ask('timed@example.org');
    const unknown = await ask('stranger@example.org');
    expect(known.elapsed).toBeGreaterThanOrEqual(SIGN_IN_ANSWER_FLOOR_MS);
    expect(unknown.elapsed).toBeGreaterThanOrEqual(SIGN_IN_ANSWER_FLOOR_MS);
    expect(unknown.status).toBe(202);
    const sameRemaining = (headers: typeof known.headers) => ({
      ...headers,
      'x-ratelimit-remaining': undefined,
    });
    const alike = ({ elapsed: _elapsed, ...answer }: typeof known) => ({
      ...answer,
      headers: sameRemaining(answer.headers),
    });
    expect(alike(unknown)).toEqual(alike(known));
    const queued = await server.database.db
      .selectFrom('outbox_emails')
      .select('to_address')
      .where('reference', '=', 'staff-sign-in')
      .where('to_address', 'in', ['timed@example.org', 'stranger@example.org'])
      .execute();
    expect(queued).toEqual([{ to_address: 'timed@example.org' }]);
  });

  it('keeps no usable link in the stored mail: the delivered one works, the row forgets it', async () => {
    await linkFor('stored@example.org');
    expect((await anonymous()('POST', '/sign-in', { email: 'stored@example.org' })).status).toBe(
      202,
    );
    const row = () =>
      server.database.db
        .selectFrom('outbox_emails')
        .selectAll()
        .where('to_address', '=', 'stored@example.org')
        .executeTakeFirstOrThrow();
    expect((await row()).text_body).not.toMatch(LINK);
    expect((await row()).html_body).not.toMatch(LINK);
    const mail = (await deliverMail()).find((sent) => sent.to === 'stored@example.org')!;
    const secret = LINK.exec(mail.text)![1]!;
    expect(mail.html).toContain(secret);
    const stored = await row();
    expect(stored.status).toBe('SENT');
    expect(JSON.stringify(stored)).not.toContain(secret);
    const signedIn = await anonymous()('POST', '/sign-in/complete', { secret });
    expect(signedIn.status).toBe(200);
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

describe('the audit log', () => {
  it('records links issued, sign-ins, failed attempts and sign-outs, with no secret in a row', async () => {
    const email = 'audited@example.org';
    await addMember(
      server.database.db,
      CLI_ACTOR,
      { email, name: 'Audited', role: 'office' },
      clock(),
    );
    expect((await anonymous()('POST', '/sign-in', { email })).status).toBe(202);
    const mail = (await deliverMail()).find((sent) => sent.to === email)!;
    const secret = LINK.exec(mail.text)![1]!;
    const guessed = 'x'.repeat(43);
    expect((await anonymous()('POST', '/sign-in/complete', { secret: guessed })).status).toBe(400);
    const signedIn = await anonymous()('POST', '/sign-in/complete', { secret });
    expect(signedIn.status).toBe(200);
    expect((await anonymous()('POST', '/sign-in/complete', { secret })).status).toBe(400);
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    expect((await staffFetch(server, cookie)('POST', '/sign-out', {})).status).toBe(200);

    const rows = await server.database.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where((eb) => eb.or([eb('target', '=', email), eb('action', '=', 'staff.signIn.failed')]))
      .orderBy('at')
      .execute();
    const entries = rows.map((row) => ({
      actor: row.actor,
      action: row.action,
      target: row.target,
      after: JSON.parse(row.after_json || 'null') as unknown,
    }));
    // Requests a millisecond apart may share an instant: the rows as a set.
    const expected = [
      expect.objectContaining({ actor: 'cli', action: 'staff.add' }),
      { actor: 'anonymous', action: 'staff.link.issue', target: email, after: { via: 'email' } },
      { actor: email, action: 'staff.signIn', target: email, after: { method: 'link' } },
      {
        actor: 'anonymous',
        action: 'staff.signIn.failed',
        target: email,
        after: { method: 'link', reason: 'used' },
      },
      { actor: email, action: 'staff.signOut', target: email, after: null },
    ];
    const own = entries.filter((entry) => entry.target === email);
    expect(own).toEqual(expect.arrayContaining(expected));
    expect(own).toHaveLength(expected.length);
    expect(entries).toContainEqual({
      actor: 'anonymous',
      action: 'staff.signIn.failed',
      target: '(unknown link)',
      after: { method: 'link', reason: 'unknown' },
    });
    const sessionSecret = cookie.slice(cookie.indexOf('=') + 1);
    const all = JSON.stringify(
      await server.database.db.selectFrom('staff_audit_log').selectAll().execute(),
    );
    for (const value of [
      secret,
      hashSecret(secret),
      guessed,
      sessionSecret,
      hashSecret(sessionSecret),
    ]) {
      expect(all).not.toContain(value);
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
    expect(audit.entries.find((entry) => entry.action === 'staff.disable')).toMatchObject({
      actor: admin.email,
      action: 'staff.disable',
      target: priest.email,
      before: { active: true },
      after: { active: false },
    });
  });
});
