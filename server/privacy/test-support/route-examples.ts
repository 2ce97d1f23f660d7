/** Working requests for the privacy routes of the staff API (server/staff/authorization.test.ts). */
import { STAFF_API } from '../../../domain/staff/roles';
import type { ApiTestServer } from '../../test-support/api-server';
import { testNowMs } from '../../../tests/test-support/test-clock';
import { recordRequest } from '../requests';

let seq = 0;
const someone = () => `someone-${testNowMs().toString(36)}-${(seq += 1)}@example.org`;

async function openRequestPath(server: ApiTestServer) {
  const { request } = await recordRequest(
    server.database.db,
    { email: someone(), reference: '', source: 'PHONE', recordedBy: 'devotee' },
    server.app.deps.now(),
  );
  return { path: `${STAFF_API}/privacy/requests/${request.id}/confirm`, body: {} };
}

export const PRIVACY_ROUTE_EXAMPLES = {
  'GET /puja-web-v2/api/staff/privacy/requests': {},
  'POST /puja-web-v2/api/staff/privacy/requests': {
    prepare: async () => ({ body: { email: someone(), source: 'POST' } }),
  },
  'POST /puja-web-v2/api/staff/privacy/requests/:id/confirm': { prepare: openRequestPath },
  'GET /puja-web-v2/api/staff/privacy/export': {
    path: `${STAFF_API}/privacy/export?email=asha%40example.com`,
  },
};
