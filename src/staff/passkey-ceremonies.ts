/**
 * The browser's side of the passkey ceremonies: ask the server for options,
 * let the browser's authenticator answer, send the answer back. Each returns
 * a message for the page when it fails (cancelled, unsupported, refused).
 */
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyView } from '../../domain/staff/passkeys';
import type { StaffApi } from '../../domain/staff/api-result';
import type { StaffMe } from '../../domain/staff/roles';

export type Ceremony<T> = { ok: true; value: T } | { ok: false; message: string };

const CANCELLED = 'The passkey prompt was cancelled or timed out. Try again when ready.';

async function answer<T>(ask: () => Promise<T>): Promise<Ceremony<T>> {
  try {
    return { ok: true, value: await ask() };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return {
      ok: false,
      message:
        name === 'NotAllowedError' || name === 'AbortError'
          ? CANCELLED
          : 'This browser could not use a passkey here.',
    };
  }
}

/** Options from the server, the authenticator's answer to them, and that answer sent back. */
async function ceremony<O, A, T>(
  api: StaffApi,
  optionsPath: string,
  ask: (optionsJSON: O) => Promise<A>,
  send: (response: A) => Promise<Ceremony<T>>,
): Promise<Ceremony<T>> {
  const options = await api.call<{ options: O }>('POST', optionsPath, {});
  if (!options.ok) return { ok: false, message: options.error.message };
  const given = await answer(() => ask(options.data.options));
  if (!given.ok) return given;
  return send(given.value);
}

export function addPasskey(api: StaffApi, label: string): Promise<Ceremony<PasskeyView>> {
  return ceremony(
    api,
    '/passkeys/register/options',
    (optionsJSON: PublicKeyCredentialCreationOptionsJSON) => startRegistration({ optionsJSON }),
    async (response) => {
      const saved = await api.call<{ passkey: PasskeyView }>('POST', '/passkeys/register', {
        label,
        response,
      });
      if (!saved.ok) {
        return { ok: false, message: saved.error.fields?.[0]?.message ?? saved.error.message };
      }
      return { ok: true, value: saved.data.passkey };
    },
  );
}

export function signInWithPasskey(api: StaffApi): Promise<Ceremony<StaffMe>> {
  return ceremony(
    api,
    '/passkeys/sign-in/options',
    (optionsJSON: PublicKeyCredentialRequestOptionsJSON) => startAuthentication({ optionsJSON }),
    async (response) => {
      const signedIn = await api.call<{ me: StaffMe }>('POST', '/passkeys/sign-in', { response });
      if (!signedIn.ok) return { ok: false, message: signedIn.error.message };
      return { ok: true, value: signedIn.data.me };
    },
  );
}
