/**
 * What every sandbox gateway handler shares: its context (ledger, clock,
 * credentials), the answer type, and small readers of the untyped request.
 */
import type { SandboxLedger } from './ledger';
import type { SandboxProfileLedger } from './profile-ledger';
import { TOP_ERRORS } from './responses';

export interface SandboxCredentials {
  apiLoginId: string;
  transactionKey: string;
  clientKey: string;
}

/** Merchant-account settings of the sandbox, changed by a sandbox call (control-routes.ts). */
export interface SandboxSettings {
  /** Off: every Transaction Details lookup answers E00011, as Authorize.net does. */
  transactionDetailsApi: boolean;
}

export interface SandboxContext {
  ledger: SandboxLedger;
  /** Customer profiles (CIM) and the cards they keep. */
  profiles: SandboxProfileLedger;
  now: () => Date;
  credentials: SandboxCredentials;
  settings: SandboxSettings;
}

export type Fault = 'slow' | 'garbled';

export interface HandlerAnswer {
  body: object;
  fault?: Fault;
}

export type Json = Record<string, unknown>;

/** Nonces and hosted tokens are valid for 15 minutes, as Authorize.net's are. */
export const SECRET_LIFETIME_MS = 15 * 60 * 1000;

export const obj = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};
export const str = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

export function settingsOf(container: unknown): Map<string, string> {
  const raw = obj(container).setting;
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return new Map(list.map((s) => [str(obj(s).settingName) ?? '', str(obj(s).settingValue) ?? '']));
}

export function transactionKeyValid(body: Json, credentials: SandboxCredentials): boolean {
  const auth = obj(body.merchantAuthentication);
  return auth.name === credentials.apiLoginId && auth.transactionKey === credentials.transactionKey;
}

export const withRefId = (body: Json, answer: Json): Json =>
  typeof body.refId === 'string' ? { refId: body.refId, ...answer } : answer;

export function failed(body: Json, response: object): HandlerAnswer {
  return {
    body: withRefId(body, {
      transactionResponse: response,
      messages: TOP_ERRORS.transactionFailed(),
    }),
  };
}
