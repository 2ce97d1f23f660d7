/**
 * Passkeys end to end through the API with a software authenticator (a real
 * P-256 key, 'none' attestation, signed assertions): adding one after a link
 * sign-in, signing in with it, single-use and expiring challenges, Origin,
 * tampering, disabled members, listing and removing, audit.
 */
import { describe, expect, it } from 'vitest';
import { PASSKEY_CHALLENGE_MINUTES } from '../../domain/staff/passkeys';
import { startApiServer } from '../test-support/api-server';
import { CLI_ACTOR } from './audit';
import { disableMember } from './members';
import {
  assert,
  createPasskey,
  type Ceremony,
  type SoftPasskey,
} from './test-support/soft-authenticator';
import { signInAs, staffFetch, type StaffClient } from './test-support/staff-session';
import { startedForTheFile } from '../test-support/for-the-file';
import { testNowMs } from '../../tests/test-support/test-clock';

const server = startedForTheFile(() => startApiServer({ now: clock }));
let offsetMs = 0;
const clock = () => new Date(testNowMs() + offsetMs);

const anonymous = () => staffFetch(server, null);
const ceremony = (challenge: string): Ceremony => ({
  challenge,
  rpId: new URL(server.baseUrl).hostname,
  origin: server.baseUrl,
});

interface RegistrationOptions {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string };
  excludeCredentials: { id: string }[];
}

async function registrationOptions(member: StaffClient): Promise<RegistrationOptions> {
  const answer = await member.call('POST', '/passkeys/register/options', {});
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { options: RegistrationOptions }).options;
}

/** Adds a passkey for a member the way the console does; returns the authenticator's key. */
async function addPasskey(member: StaffClient, label = 'Office laptop'): Promise<SoftPasskey> {
  const options = await registrationOptions(member);
  const { passkey, response } = createPasskey({
    ...ceremony(options.challenge),
    userHandle: options.user.id,
  });
  const answer = await member.call('POST', '/passkeys/register', { label, response });
  expect(answer.status).toBe(201);
  return passkey;
}

async function signInOptions(): Promise<string> {
  const answer = await anonymous()('POST', '/passkeys/sign-in/options', {});
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { options: { challenge: string } }).options.challenge;
}

const signInWith = (response: unknown) => anonymous()('POST', '/passkeys/sign-in', { response });

async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

describe('adding a passkey', () => {
  it('registers a verified passkey for the signed-in member, listed and audited', async () => {
    const member = await signInAs(server, 'priest');
    const options = await registrationOptions(member);
    expect(options.rp.id).toBe(new URL(server.baseUrl).hostname);
    expect(options.user.name).toBe(member.email);

    const { response } = createPasskey({
      ...ceremony(options.challenge),
      userHandle: options.user.id,
    });
    const added = await member.call('POST', '/passkeys/register', {
      label: 'Priest phone',
      response,
    });
    expect(added.status).toBe(201);
    const list = (await (await member.call('GET', '/passkeys')).json()) as {
      passkeys: { id: string; label: string; lastUsedAt: string | null }[];
    };
    expect(list.passkeys).toEqual([
      expect.objectContaining({ id: response.id, label: 'Priest phone', lastUsedAt: null }),
    ]);
    const audit = await server.database.db
      .selectFrom('staff_audit_log')
      .select(['actor', 'action', 'after_json'])
      .where('action', '=', 'passkey.add')
      .where('actor', '=', member.email)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json)).toEqual({ label: 'Priest phone' });

    // The next options exclude it, so the browser does not register it twice.
    expect((await registrationOptions(member)).excludeCredentials.map((c) => c.id)).toEqual([
      response.id,
    ]);
  });

  it('spends a challenge once, for its own member only, and not after it expired', async () => {
    const member = await signInAs(server, 'office');
    const other = await signInAs(server, 'office');
    const options = await registrationOptions(member);
    const made = () =>
      createPasskey({ ...ceremony(options.challenge), userHandle: options.user.id }).response;

    // Another member cannot answer this member's challenge.
    const stolen = await other.call('POST', '/passkeys/register', { label: 'X', response: made() });
    expect(stolen.status).toBe(400);
    expect(await errorCode(stolen)).toBe('PASSKEY_INVALID');

    expect(
      (await member.call('POST', '/passkeys/register', { label: 'A', response: made() })).status,
    ).toBe(201);
    const replay = await member.call('POST', '/passkeys/register', {
      label: 'B',
      response: made(),
    });
    expect(replay.status).toBe(400);

    const late = await registrationOptions(member);
    offsetMs = (PASSKEY_CHALLENGE_MINUTES * 60 + 1) * 1000;
    try {
      const expired = await member.call('POST', '/passkeys/register', {
        label: 'C',
        response: createPasskey({ ...ceremony(late.challenge), userHandle: late.user.id }).response,
      });
      expect(expired.status).toBe(400);
    } finally {
      offsetMs = 0;
    }
    const list = (await (await member.call('GET', '/passkeys')).json()) as {
      passkeys: { label: string }[];
    };
    expect(list.passkeys.map((p) => p.label)).toEqual(['A']);
  });

  it('refuses an answer made for another site, and names a missing label', async () => {
    const member = await signInAs(server, 'office');
    const options = await registrationOptions(member);
    const { response } = createPasskey({
      ...ceremony(options.challenge),
      origin: 'https://evil.example',
      userHandle: options.user.id,
    });
    const foreign = await member.call('POST', '/passkeys/register', { label: 'A', response });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({
      error: { code: 'PASSKEY_INVALID', fields: [{ path: 'response' }] },
    });
    const unnamed = await member.call('POST', '/passkeys/register', { label: ' ', response });
    expect(unnamed.status).toBe(400);
    expect(JSON.stringify(await unnamed.json())).toContain('"label"');
  });
});

describe('signing in with a passkey', () => {
  it('signs the member in with a session cookie, once per challenge', async () => {
    const member = await signInAs(server, 'priest');
    const passkey = await addPasskey(member);
    const response = assert(passkey, ceremony(await signInOptions()));
    const answer = await signInWith(response);
    expect(answer.status).toBe(200);
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict/);
    const me = await staffFetch(server, cookie.split(';')[0]!)('GET', '/me');
    expect(await me.json()).toMatchObject({ me: { email: member.email, role: 'priest' } });
    const list = (await (await member.call('GET', '/passkeys')).json()) as {
      passkeys: { lastUsedAt: string | null }[];
    };
    expect(list.passkeys[0]!.lastUsedAt).not.toBeNull();

    // The same answer again: its challenge is spent.
    const replay = await signInWith(response);
    expect(replay.status).toBe(400);
    expect(replay.headers.get('set-cookie')).toBeNull();

    // Both are in the audit log.
    const audit = await server.database.db
      .selectFrom('staff_audit_log')
      .select(['actor', 'action', 'target', 'after_json'])
      .where('action', 'in', ['staff.signIn', 'staff.signIn.failed'])
      .where('after_json', 'like', '%passkey%')
      .execute();
    const entries = audit.map(({ after_json, ...row }) => ({
      ...row,
      after: JSON.parse(after_json) as unknown,
    }));
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        {
          actor: member.email,
          action: 'staff.signIn',
          target: member.email,
          after: { method: 'passkey' },
        },
        {
          actor: 'anonymous',
          action: 'staff.signIn.failed',
          target: '(passkey)',
          after: { method: 'passkey', reason: 'PASSKEY_INVALID' },
        },
      ]),
    );
  });

  it('refuses a forged signature, another origin, a foreign Origin header and an expired challenge', async () => {
    const member = await signInAs(server, 'office');
    const passkey = await addPasskey(member);

    const forged = assert(passkey, ceremony(await signInOptions())) as {
      response: { signature: string };
    };
    const bytes = Buffer.from(forged.response.signature, 'base64url');
    bytes[bytes.length - 1]! ^= 0xff;
    forged.response.signature = bytes.toString('base64url');
    expect((await signInWith(forged)).status).toBe(400);

    const elsewhere = assert(passkey, {
      ...ceremony(await signInOptions()),
      origin: 'https://evil.example',
    });
    expect((await signInWith(elsewhere)).status).toBe(400);

    const crossSite = await fetch(`${server.baseUrl}/puja-web-v2/api/staff/passkeys/sign-in`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ response: assert(passkey, ceremony(await signInOptions())) }),
    });
    expect(crossSite.status).toBe(403);

    const challenge = await signInOptions();
    offsetMs = (PASSKEY_CHALLENGE_MINUTES * 60 + 1) * 1000;
    try {
      expect((await signInWith(assert(passkey, ceremony(challenge)))).status).toBe(400);
    } finally {
      offsetMs = 0;
    }
  });

  it('refuses the passkey of a disabled member, and one that was removed', async () => {
    const disabled = await signInAs(server, 'office');
    const kept = await addPasskey(disabled);
    await disableMember(server.database.db, CLI_ACTOR, disabled.email, clock());
    const refused = await signInWith(assert(kept, ceremony(await signInOptions())));
    expect(refused.status).toBe(400);
    expect(await errorCode(refused)).toBe('PASSKEY_INVALID');

    const member = await signInAs(server, 'astrologer');
    const removed = await addPasskey(member, 'Old key');
    const id = removed.credentialId.toString('base64url');
    const someoneElse = await signInAs(server, 'admin');
    expect((await someoneElse.call('DELETE', `/passkeys/${id}`)).status).toBe(404);
    expect((await member.call('DELETE', `/passkeys/${id}`)).status).toBe(200);
    expect(
      ((await (await member.call('GET', '/passkeys')).json()) as { passkeys: unknown[] }).passkeys,
    ).toEqual([]);
    const audit = await server.database.db
      .selectFrom('staff_audit_log')
      .select(['before_json'])
      .where('action', '=', 'passkey.remove')
      .where('actor', '=', member.email)
      .execute();
    expect(audit.map((a) => JSON.parse(a.before_json))).toEqual([{ label: 'Old key' }]);
    expect((await signInWith(assert(removed, ceremony(await signInOptions())))).status).toBe(400);
  });
});
