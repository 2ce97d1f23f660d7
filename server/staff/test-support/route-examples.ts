/**
 * One working request per staff route, for the table-driven authorisation test
 * (server/staff/authorization.test.ts). A new staff route needs an entry here:
 * the test fails for a route without one. `prepare` may create what the
 * request needs and return the body (and a path with ids filled in).
 */
import type { ApiTestServer } from '../../test-support/api-server';
import { CLI_ACTOR } from '../audit';
import { addMember } from '../members';

export interface RouteExample {
  prepare?: (server: ApiTestServer) => Promise<{ body?: unknown; path?: string }>;
  body?: unknown;
  /** The concrete path when the route has parameters or a query. */
  path?: string;
}

let seq = 0;
const uniqueEmail = (what: string) =>
  `${what}-${Date.now().toString(36)}-${(seq += 1)}@example.org`;

export const ROUTE_EXAMPLES: Readonly<Record<string, RouteExample>> = {
  'POST /puja-web-v2/api/staff/sign-in': { body: { email: 'someone@example.org' } },
  // Anonymously this is a 400 (no such link); the test signs in for real elsewhere.
  'POST /puja-web-v2/api/staff/sign-in/complete': {},
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
        new Date(),
      );
      return { body: { email } };
    },
  },
  'GET /puja-web-v2/api/staff/audit': {},
  'GET /puja-web-v2/api/staff/temple-details': {},
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
