/** A signed-in devotee for API tests: ask for a link, read it from the outbox, use it. */
import { ACCOUNT_API } from '../../../domain/account';
import type { ApiTestServer } from '../../test-support/api-server';
import { ACCOUNT_MAIL_REFERENCE } from '../sign-in-mail';

export interface AccountClient {
  email: string;
  /** The session cookie as a request sends it (`account_session=…`). */
  cookie: string;
  /** fetch of an API path with the cookie, the server's Origin and a JSON body. */
  call(method: string, path: string, body?: unknown): Promise<Response>;
}

export function accountFetch(server: ApiTestServer, cookie: string | null) {
  return (method: string, path: string, body?: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: server.baseUrl,
        ...(cookie && { cookie }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
}

/** The secrets of every sign-in mail to `email` (the outbox keeps each beside the bodies). */
export async function linkSecrets(server: ApiTestServer, email: string): Promise<string[]> {
  const mails = await server.database.db
    .selectFrom('outbox_emails')
    .select('secret')
    .where('reference', '=', ACCOUNT_MAIL_REFERENCE)
    .where('to_address', '=', email)
    .execute();
  return mails.map((mail) => mail.secret!);
}

/** Asks for a link to `email` and answers the secret the mail carries. */
export async function askForLink(
  server: ApiTestServer,
  email: string,
  language = 'en',
): Promise<string> {
  const before = await linkSecrets(server, email);
  const asked = await accountFetch(server, null)('POST', ACCOUNT_API.signIn, { email, language });
  if (asked.status !== 202) throw new Error(`link request failed: ${asked.status}`);
  const secret = (await linkSecrets(server, email)).find((s) => !before.includes(s));
  if (!secret) throw new Error('no link was mailed');
  return secret;
}

export async function signInAccount(
  server: ApiTestServer,
  email: string,
  language = 'en',
): Promise<AccountClient> {
  const secret = await askForLink(server, email, language);
  const done = await accountFetch(server, null)('POST', ACCOUNT_API.complete, { secret });
  if (done.status !== 200) throw new Error(`sign-in failed: ${done.status}`);
  const cookie = done.headers
    .getSetCookie()
    .find((c) => c.startsWith('account_session='))!
    .split(';')[0]!;
  return { email, cookie, call: accountFetch(server, cookie) };
}
