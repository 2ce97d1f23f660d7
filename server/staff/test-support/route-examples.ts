/**
 * One working request per staff route, for the table-driven authorisation test
 * (server/staff/authorization.test.ts). A new staff route needs an entry here:
 * the test fails for a route without one. `prepare` may create what the
 * request needs and return the body (and a path with ids filled in).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { STAFF_API, type StaffMe, type StaffRole } from '../../../domain/staff/roles';
import type { ApiTestServer } from '../../test-support/api-server';
import { oncePerServer, placePujaOrder, type PlacedOrder } from './placed-order';
import { CLI_ACTOR } from '../audit';
import { addMember } from '../members';
import { saveEvent } from '../catalog-store';
import type { EventInput } from '../../../domain/staff/catalog';
import { DEFAULT_WORDING } from '../../../domain/staff/receipt-wording';

import { relyingPartyOf, registrationOptions } from '../passkeys';
import { hashSecret } from '../../sign-in';
import { dueBooking } from './due-booking';
import { refundedOrder } from './refunded-order';
import { createPasskey } from './soft-authenticator';
import { ASTROLOGER_ROUTE_EXAMPLES } from '../../astro/test-support/astrologer-route-examples';
import { PRASAD_ROUTE_EXAMPLES } from '../../prasad/test-support/prasad-route-examples';
import { testNowMs } from '../../../tests/test-support/test-clock';
import { PRIVACY_ROUTE_EXAMPLES } from '../../privacy/test-support/route-examples';
import { processPhoto, stagePhoto } from '../../proof';

const TEST_PHOTO = readFileSync(path.join(process.cwd(), 'tests/fixtures/puja-photo-with-gps.jpg'));

export interface RouteExample {
  /** `cookie` is the session the request will carry (null when anonymous). */
  prepare?: (
    server: ApiTestServer,
    cookie?: string | null,
  ) => Promise<{ body?: unknown; path?: string }>;
  body?: unknown;
  /** The concrete path when the route has parameters or a query. */
  path?: string;
  /** A public route's answer to this example without a session (202 unless said). */
  anonymousStatus?: number;
}

/** The member signed in with a session cookie ("staff_session=…"), for examples about one's own things. */
async function memberOf(
  server: ApiTestServer,
  cookie: string | null | undefined,
): Promise<StaffMe | null> {
  if (!cookie) return null;
  const row = await server.database.db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_members as m', 'm.id', 's.staff_id')
    .select(['m.id', 'm.email', 'm.name', 'm.role'])
    .where('s.id_hash', '=', hashSecret(cookie.slice(cookie.indexOf('=') + 1)))
    .executeTakeFirst();
  return row ? { ...row, role: row.role as StaffRole } : null;
}

/** A passkey registration answer (software authenticator) to a fresh challenge of the member. */
async function passkeyRegistration(server: ApiTestServer, cookie?: string | null) {
  const me = await memberOf(server, cookie);
  if (!me) return { body: { label: 'Key', response: {} } };
  const rp = relyingPartyOf(server.config.publicUrl);
  const options = await registrationOptions(server.database.db, rp, me, server.app.deps.now());
  const { response } = createPasskey({
    challenge: options.challenge,
    rpId: rp.id,
    origin: rp.origin,
    userHandle: options.user.id,
  });
  return { body: { label: 'Office laptop', response } };
}

/** A passkey row of the member, to remove. */
async function ownPasskeyPath(server: ApiTestServer, cookie?: string | null) {
  const id = randomBytes(16).toString('base64url');
  const me = await memberOf(server, cookie);
  if (me) {
    await server.database.db
      .insertInto('staff_passkeys')
      .values({
        credential_id: id,
        staff_id: me.id,
        public_key: randomBytes(77).toString('base64url'),
        counter: 0,
        transports: '[]',
        created_at: server.app.deps.now().toISOString(),
        label: 'Old key',
        last_used_at: null,
      })
      .execute();
  }
  return { path: `${STAFF_API}/passkeys/${id}` };
}

const placed = new WeakMap<ApiTestServer, Promise<PlacedOrder>>();

/** One paid order per test server (the server must use a fake, approving gateway). */
export const paidOrder = (server: ApiTestServer) =>
  oncePerServer(placed, server, () => placePujaOrder(server, { people: 2 }));

/** A paid order's path with the suffix, and the body sent to it (if any). */
const orderPath = (suffix: string, body?: unknown) => async (server: ApiTestServer) => ({
  path: `${STAFF_API}/orders/${(await paidOrder(server)).orderNumber}${suffix}`,
  ...(body !== undefined && { body }),
});

/** A regional event a month ahead (the first region). */
export function sampleEvent() {
  const day = new Date(testNowMs() + 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    regionId: 1,
    kind: 'PUJA',
    name: 'Navagraha Homa',
    title: 'Test programme',
    hostedBy: 'Temple priests',
    localDate: day,
    localTime: '10:30',
    timeZone: 'America/Chicago',
    cutoffHours: 48,
    contactEmail: 'events@example.org',
    informationUrl: 'https://example.org/events',
    detailsHtml: '<p>Bring flowers</p>',
    costCents: 7500,
    description: 'A homa for the nine planets.',
  };
}

async function newEvent(server: ApiTestServer): Promise<number> {
  const id = await saveEvent(
    server.database.db,
    CLI_ACTOR,
    null,
    sampleEvent() as EventInput,
    server.app.deps.now(),
  );
  return id;
}

let seq = 0;
const uniqueEmail = (what: string) =>
  `${what}-${testNowMs().toString(36)}-${(seq += 1)}@example.org`;

export const ROUTE_EXAMPLES: Readonly<Record<string, RouteExample>> = {
  ...ASTROLOGER_ROUTE_EXAMPLES,
  ...PRIVACY_ROUTE_EXAMPLES,
  ...PRASAD_ROUTE_EXAMPLES,
  'POST /puja-web-v2/api/staff/sign-in': { body: { email: 'someone@example.org' } },
  // Anonymously this is a 400 (no such link); the test signs in for real elsewhere.
  'POST /puja-web-v2/api/staff/sign-in/complete': { anonymousStatus: 400 },
  'GET /puja-web-v2/api/staff/passkeys': {},
  'POST /puja-web-v2/api/staff/passkeys/register/options': { body: {} },
  'POST /puja-web-v2/api/staff/passkeys/register': { prepare: passkeyRegistration },
  'DELETE /puja-web-v2/api/staff/passkeys/:id': { prepare: ownPasskeyPath },
  'POST /puja-web-v2/api/staff/passkeys/sign-in/options': { body: {}, anonymousStatus: 200 },
  // Anonymously a 400 (no answer to check); passkeys.test.ts signs in with a real one.
  'POST /puja-web-v2/api/staff/passkeys/sign-in': { body: {}, anonymousStatus: 400 },
  'GET /puja-web-v2/api/staff/me': {},
  'POST /puja-web-v2/api/staff/sign-out': { body: {} },
  'GET /puja-web-v2/api/staff/members': {},
  'POST /puja-web-v2/api/staff/members': {
    prepare: async () => ({ body: { email: uniqueEmail('added'), name: 'Added', role: 'priest' } }),
  },
  'POST /puja-web-v2/api/staff/members/disable': {
    prepare: async (server) => {
      const email = uniqueEmail('gone');
      await addMember(
        server.database.db,
        CLI_ACTOR,
        { email, name: 'Gone', role: 'priest' },
        server.app.deps.now(),
      );
      return { body: { email } };
    },
  },
  'GET /puja-web-v2/api/staff/audit': {},
  'GET /puja-web-v2/api/staff/temple-details': {},
  'GET /puja-web-v2/api/staff/orders': { path: `${STAFF_API}/orders?q=Person1&kind=puja` },
  'GET /puja-web-v2/api/staff/orders.csv': { path: `${STAFF_API}/orders.csv?status=PAID` },
  'GET /puja-web-v2/api/staff/orders/:orderNumber': { prepare: orderPath('') },
  'POST /puja-web-v2/api/staff/orders/:orderNumber/notes': {
    prepare: orderPath('/notes', { body: 'Called' }),
  },
  'POST /puja-web-v2/api/staff/orders/:orderNumber/resend-confirmation': {
    prepare: orderPath('/resend-confirmation'),
  },
  'POST /puja-web-v2/api/staff/orders/:orderNumber/performed': {
    prepare: orderPath('/performed', { positions: [0] }),
  },
  'POST /puja-web-v2/api/staff/photos': { body: TEST_PHOTO },
  'DELETE /puja-web-v2/api/staff/photos/:id': {
    prepare: async (server) => {
      const processed = await processPhoto(TEST_PHOTO);
      const now = server.app.deps.now();
      const { id } = await stagePhoto(server.database.db, 'cli', processed, now);
      return { path: `${STAFF_API}/photos/${id}` };
    },
  },
  'GET /puja-web-v2/api/staff/roster': {
    prepare: async (server) => ({
      path: `${STAFF_API}/roster?date=${(await paidOrder(server)).date}`,
    }),
  },
  'GET /puja-web-v2/api/staff/roster.csv': {
    prepare: async (server) => ({
      path: `${STAFF_API}/roster.csv?date=${(await paidOrder(server)).date}`,
    }),
  },
  'POST /puja-web-v2/api/staff/roster/performed': {
    prepare: async (server) => ({ body: { date: (await paidOrder(server)).date } }),
  },
  'GET /puja-web-v2/api/staff/catalog': {},
  'PUT /puja-web-v2/api/staff/pujas/:id': {
    path: `${STAFF_API}/pujas/1`,
    body: {
      name: 'Kali/Karthika Puja',
      extDescription: 'Monthly on Karthika.',
      category: 'SPECIAL',
      selectionOrder: 1,
      costCents: 25000,
      active: true,
      recommendation: false,
    },
  },
  'PUT /puja-web-v2/api/staff/pujas/:id/schedule': {
    path: `${STAFF_API}/pujas/1/schedule`,
    body: { rule: 'BIRTH_STAR', cutoffDays: 3 },
  },
  'POST /puja-web-v2/api/staff/regions': { body: { name: 'Chicago' } },
  'POST /puja-web-v2/api/staff/events/preview': { body: { detailsHtml: '<p>Hi</p>' } },
  'POST /puja-web-v2/api/staff/events': { prepare: async () => ({ body: sampleEvent() }) },
  'PUT /puja-web-v2/api/staff/events/:id': {
    prepare: async (server) => ({
      path: `${STAFF_API}/events/${await newEvent(server)}`,
      body: sampleEvent(),
    }),
  },
  'DELETE /puja-web-v2/api/staff/events/:id': {
    prepare: async (server) => ({ path: `${STAFF_API}/events/${await newEvent(server)}` }),
  },
  'PUT /puja-web-v2/api/staff/reading-types/:id': {
    prepare: async (server) => {
      const type = await server.database.db
        .selectFrom('astro_reading_types')
        .select('id')
        .executeTakeFirstOrThrow();
      return {
        path: `${STAFF_API}/reading-types/${type.id}`,
        body: { name: 'Reading', durationMinutes: 60, priceCents: 9000, active: true },
      };
    },
  },
  'POST /puja-web-v2/api/staff/orders/:orderNumber/refund': {
    prepare: orderPath('/refund', { reason: 'Asked to cancel' }),
  },
  'GET /puja-web-v2/api/staff/orders/:orderNumber/receipt.pdf': {
    prepare: orderPath('/receipt.pdf'),
  },
  'GET /puja-web-v2/api/staff/orders/:orderNumber/refunds/:n/receipt.pdf': {
    prepare: async (server) => ({
      path: `${STAFF_API}/orders/${await refundedOrder(server)}/refunds/1/receipt.pdf`,
    }),
  },
  'GET /puja-web-v2/api/staff/temple-details/tax-statement': {},
  'PUT /puja-web-v2/api/staff/temple-details/tax-statement': {
    body: { text: 'The temple gave nothing in return but intangible religious benefits.' },
  },
  'GET /puja-web-v2/api/staff/prasad/places': {},
  'PUT /puja-web-v2/api/staff/prasad/places': { body: { countries: ['US', 'CA'] } },
  'GET /puja-web-v2/api/staff/temple-details/receipt-wording': {},
  'PUT /puja-web-v2/api/staff/temple-details/receipt-wording': {
    body: { legalName: 'Sri Example Temple Inc.', ein: '12-3456789', wording: DEFAULT_WORDING },
  },
  'POST /puja-web-v2/api/staff/orders/:orderNumber/receipt/corrections': {
    prepare: orderPath('/receipt/corrections', { reason: 'The payer’s name was misspelt' }),
  },
  'PUT /puja-web-v2/api/staff/pujas/:id/tax-terms': {
    path: `${STAFF_API}/pujas/1/tax-terms`,
    body: { treatment: 'INTANGIBLE' },
  },
  'PUT /puja-web-v2/api/staff/events/:id/tax-terms': {
    prepare: async (server) => ({
      path: `${STAFF_API}/events/${await newEvent(server)}/tax-terms`,
      body: { treatment: 'INTANGIBLE' },
    }),
  },
  'GET /puja-web-v2/api/staff/refunds-due': {},
  'POST /puja-web-v2/api/staff/refunds-due/:bookingCode/refund': {
    prepare: async (server) => ({
      path: `${STAFF_API}/refunds-due/${(await dueBooking(server)).code}/refund`,
      body: { reason: 'Cancelled after settlement' },
    }),
  },
  'GET /puja-web-v2/api/staff/catalog-texts': {
    path: `${STAFF_API}/catalog-texts?language=ml`,
  },
  'PUT /puja-web-v2/api/staff/catalog-texts': {
    body: {
      kind: 'READING_TYPE',
      itemId: '1',
      field: 'name',
      language: 'hi',
      text: 'जन्म कुंडली पढ़ना',
      reviewed: false,
    },
  },
  'PUT /puja-web-v2/api/staff/temple-details': {
    body: {
      centreName: 'Mata Amritanandamayi Center',
      postalAddress: ['PO Box 1', 'Town, CA 94000'],
      phone: '+1 555 0199',
      email: 'office@example.org',
      mailInInstructions: 'Enclose a cheque.',
      copyrightHolder: 'Mata Amritanandamayi Center',
    },
  },
};
