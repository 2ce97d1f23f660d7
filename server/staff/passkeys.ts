/**
 * Passkeys (WebAuthn) for staff: a signed-in member adds one; later it signs
 * them in without a link. Each ceremony's challenge is made here, kept as a
 * SHA-256 row (single use, PASSKEY_CHALLENGE_MINUTES), and spent by the
 * verification's challenge check, so a replayed answer finds nothing to spend.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import { PASSKEY_CHALLENGE_MINUTES, type PasskeyView } from '../../domain/staff/passkeys';
import type { StaffMe } from '../../domain/staff/roles';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/connect';
import { ApiError } from '../http';
import { insertAudited, writeAudit, type Actor } from './audit';
import { hashSecret } from '../sign-in';
import { MEMBER_COLUMNS, signedInMember } from './sessions';

type Db = Kysely<Database>;
type Purpose = 'register' | 'sign-in';

/** The relying party: our own site, from PUBLIC_URL. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Temple staff console' };
}

const invalid = (message: string) =>
  new ApiError(400, 'PASSKEY_INVALID', message, [{ path: 'response', message }]);

async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: Purpose,
  staffId: string | null,
  now: Date,
): Promise<void> {
  const iso = now.toISOString();
  // Old challenges go as new ones come, so the table stays small.
  await db.deleteFrom('staff_webauthn_challenges').where('expires_at', '<', iso).execute();
  await db
    .insertInto('staff_webauthn_challenges')
    .values({
      challenge_hash: hashSecret(challenge),
      purpose,
      staff_id: staffId,
      created_at: iso,
      expires_at: new Date(now.getTime() + PASSKEY_CHALLENGE_MINUTES * 60_000).toISOString(),
      used_at: null,
    })
    .execute();
}

/** Spends a challenge of this purpose (and member): true once, while it has not expired. */
function challengeSpender(db: Db, purpose: Purpose, staffId: string | null, now: Date) {
  return async (challenge: string): Promise<boolean> => {
    const iso = now.toISOString();
    let update = db
      .updateTable('staff_webauthn_challenges')
      .set({ used_at: iso })
      .where('challenge_hash', '=', hashSecret(challenge))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', iso);
    update =
      staffId === null
        ? update.where('staff_id', 'is', null)
        : update.where('staff_id', '=', staffId);
    return Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
  };
}

/** The library throws for a malformed or unexpected answer: all of it is one 400. */
async function verifying<T>(run: () => Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalid(message);
  }
}

export async function listPasskeys(db: Db, staffId: string): Promise<PasskeyView[]> {
  const rows = await db
    .selectFrom('staff_passkeys')
    .select(['credential_id', 'label', 'created_at', 'last_used_at'])
    .where('staff_id', '=', staffId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    id: r.credential_id,
    label: r.label,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
  }));
}

export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  me: StaffMe,
  now: Date,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .selectFrom('staff_passkeys')
    .select(['credential_id', 'transports'])
    .where('staff_id', '=', me.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: me.email,
    userDisplayName: me.name,
    userID: new TextEncoder().encode(me.id),
    attestationType: 'none',
    timeout: PASSKEY_CHALLENGE_MINUTES * 60_000,
    excludeCredentials: existing.map((c) => ({
      id: c.credential_id,
      transports: JSON.parse(c.transports) as string[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(db, options.challenge, 'register', me.id, now);
  return options;
}

export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  actor: Actor & { staffId: string },
  input: { label: string; response: RegistrationResponseJSON },
  now: Date,
): Promise<PasskeyView> {
  const verification = await verifying(
    () =>
      verifyRegistrationResponse({
        response: input.response,
        expectedChallenge: challengeSpender(db, 'register', actor.staffId, now),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
      }),
    'This passkey could not be checked. Try adding it again.',
  );
  if (!verification.verified) throw invalid('This passkey could not be checked.');
  const { credential } = verification.registrationInfo;
  const iso = now.toISOString();
  const row = {
    credential_id: credential.id,
    staff_id: actor.staffId,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
    created_at: iso,
    label: input.label,
    last_used_at: null,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await insertAudited(trx, 'staff_passkeys', row, {
        actor,
        entry: { action: 'passkey.add', target: actor.label, after: { label: input.label } },
        now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid('This passkey is already registered.');
    throw error;
  }
  return { id: row.credential_id, label: row.label, createdAt: iso, lastUsedAt: null };
}

export async function removePasskey(
  db: Db,
  actor: Actor & { staffId: string },
  credentialId: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('staff_passkeys')
      .where('credential_id', '=', credentialId)
      .where('staff_id', '=', actor.staffId)
      .returning(['label'])
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'You have no such passkey');
    await writeAudit(
      trx,
      actor,
      { action: 'passkey.remove', target: actor.label, before: { label: row.label } },
      now,
    );
  });
}

/** Options for signing in: any passkey of ours the browser holds (discoverable credentials). */
export async function signInOptions(
  db: Db,
  rp: RelyingParty,
  now: Date,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
    timeout: PASSKEY_CHALLENGE_MINUTES * 60_000,
  });
  await keepChallenge(db, options.challenge, 'sign-in', null, now);
  return options;
}

/** The active member a passkey answer proves, or a 400 (unknown key, disabled member, bad answer). */
export async function verifySignIn(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  now: Date,
): Promise<StaffMe> {
  const unknown = 'This passkey is not registered for the staff console.';
  const row = await db
    .selectFrom('staff_passkeys as p')
    .innerJoin('staff_members as m', 'm.id', 'p.staff_id')
    .select(['p.credential_id', 'p.public_key', 'p.counter', 'p.transports', ...MEMBER_COLUMNS])
    .where('p.credential_id', '=', response.id)
    .executeTakeFirst();
  if (!row || row.active !== 1) throw invalid(unknown);
  const verification = await verifying(
    () =>
      verifyAuthenticationResponse({
        response,
        expectedChallenge: challengeSpender(db, 'sign-in', null, now),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: row.credential_id,
          publicKey: Buffer.from(row.public_key, 'base64url'),
          counter: row.counter,
          transports: JSON.parse(row.transports) as string[],
        },
      }),
    'This passkey sign-in could not be checked. Try again.',
  );
  if (!verification.verified) throw invalid('This passkey sign-in could not be checked.');
  await db
    .updateTable('staff_passkeys')
    .set({
      counter: verification.authenticationInfo.newCounter,
      last_used_at: now.toISOString(),
    })
    .where('credential_id', '=', row.credential_id)
    .execute();
  return signedInMember(row);
}
