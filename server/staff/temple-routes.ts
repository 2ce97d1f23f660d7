/** The temple's details: public read, office edit. */
import type { FastifyInstance } from 'fastify';
import { STAFF_API } from '../../domain/staff/roles';
import { taxStatementInput, templeDetailsInput } from '../../domain/staff/temple-details-input';
import { TEMPLE_DETAILS_PATH } from '../../domain/temple-details';
import type { ServerDeps } from '../deps';
import { parseRequestPart } from './route-params';
import { actorOf, staffRoute } from './authorize';
import { readTempleDetails } from '../catalog';
import { updateReceiptWording, updateTaxStatement, updateTempleDetails } from './temple-details';
import { readReceiptSettings, readTaxStatement } from '../receipts';
import { receiptWordingInput } from '../../domain/staff/receipt-wording';

export function registerTempleRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.get(TEMPLE_DETAILS_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return readTempleDetails(deps.db);
  });

  app.get(`${STAFF_API}/temple-details`, staffRoute(['office']), async () =>
    readTempleDetails(deps.db),
  );

  app.put(`${STAFF_API}/temple-details`, staffRoute(['office']), async (request) => {
    const input = parseRequestPart(templeDetailsInput, request.body);
    return updateTempleDetails(deps.db, actorOf(request), input, deps.now());
  });

  app.get(`${STAFF_API}/temple-details/tax-statement`, staffRoute(['office']), async () =>
    readTaxStatement(deps.db, (await readTempleDetails(deps.db)).centreName),
  );

  app.put(`${STAFF_API}/temple-details/tax-statement`, staffRoute(['office']), async (request) => {
    const { text } = parseRequestPart(taxStatementInput, request.body);
    return updateTaxStatement(deps.db, actorOf(request), text, deps.now());
  });

  app.get(`${STAFF_API}/temple-details/receipt-wording`, staffRoute(['office']), async () =>
    readReceiptSettings(deps.db, (await readTempleDetails(deps.db)).centreName),
  );

  app.put(
    `${STAFF_API}/temple-details/receipt-wording`,
    staffRoute(['office']),
    async (request) => {
      const input = parseRequestPart(receiptWordingInput, request.body);
      return updateReceiptWording(deps.db, actorOf(request), input, deps.now());
    },
  );
}
