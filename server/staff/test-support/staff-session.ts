/** Signed-in staff for API tests: a member of a role, its session cookie, and a fetch with it. */
import type { StaffRole } from '../../../domain/staff/roles';
import { STAFF_API } from '../../../domain/staff/roles';
import type { ApiTestServer } from '../../test-support/api-server';
import { CLI_ACTOR } from '../audit';
import { addMember, createSignInLink } from '../members';

export interface StaffClient {
  email: string;
  cookie: string;
  /** fetch of STAFF_API + path with the cookie, the Origin of the server and JSON (or raw byte) bodies. */
  call(method: string, path: string, body?: unknown): Promise<Response>;
}

let counter = 0;

/** The secret of a sign-in link (its #fragment). */
export const secretOf = (link: string) => link.slice(link.indexOf('#') + 1);

export function staffFetch(server: ApiTestServer, cookie: string | null) {
  return (method: string, path: string, body?: unknown) => {
    // Bytes (an uploaded photograph) go as they are; anything else as JSON.
    const raw = body instanceof Uint8Array;
    return fetch(`${server.baseUrl}${STAFF_API}${path}`, {
      method,
      headers: {
        origin: server.baseUrl,
        ...(cookie && { cookie }),
        ...(body !== undefined && { 'content-type': raw ? 'image/jpeg' : 'application/json' }),
      },
      ...(body !== undefined && { body: raw ? new Uint8Array(body) : JSON.stringify(body) }),
    });
  };
}

export async function signInAs(server: ApiTestServer, role: StaffRole): Promise<StaffClient> {
  counter += 1;
  const now = server.app.deps.now();
  const email = `${role}${counter}-${now.getTime().toString(36)}@example.org`;
  const db = server.database.db;
  const member = await addMember(db, CLI_ACTOR, { email, name: `${role} ${counter}`, role }, now);
  const link = await createSignInLink(db, member.id, server.baseUrl, now);
  const response = await staffFetch(server, null)('POST', '/sign-in/complete', {
    secret: secretOf(link),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  return { email, cookie, call: staffFetch(server, cookie) };
}
