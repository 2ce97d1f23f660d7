/** Working requests for the prasad routes (the staff authorisation test walks every route). */
import { STAFF_API } from '../../../domain/staff/roles';
import type { ApiTestServer } from '../../test-support/api-server';
import {
  oncePerServer,
  placePujaOrder,
  type PlacedOrder,
} from '../../staff/test-support/placed-order';

let sequence = 0;
/** A FedEx number not used before on this server (12 digits). */
const freshNumber = () => String(100_000_000_000 + (sequence += 1));

const placed = new WeakMap<ApiTestServer, Promise<PlacedOrder>>();

/** A paid order of its own (the refund example voids the staff examples' shared one). */
const paidOrder = (server: ApiTestServer) =>
  oncePerServer(placed, server, () => placePujaOrder(server));

const day = async (server: ApiTestServer) => (await paidOrder(server)).date;

/** As server/staff/test-support/route-examples.ts's RouteExample (not imported: no cycle). */
interface PrasadRouteExample {
  prepare: (server: ApiTestServer) => Promise<{ body?: unknown; path?: string }>;
}

export const PRASAD_ROUTE_EXAMPLES: Readonly<Record<string, PrasadRouteExample>> = {
  'GET /puja-web-v2/api/staff/orders/:orderNumber/shipments': {
    prepare: async (server) => ({
      path: `${STAFF_API}/orders/${(await paidOrder(server)).orderNumber}/shipments`,
    }),
  },
  'POST /puja-web-v2/api/staff/orders/:orderNumber/shipments': {
    prepare: async (server) => ({
      path: `${STAFF_API}/orders/${(await paidOrder(server)).orderNumber}/shipments`,
      body: {
        carrier: 'FEDEX',
        trackingNumber: freshNumber(),
        postedOn: server.app.deps.now().toISOString().slice(0, 10),
      },
    }),
  },
  'POST /puja-web-v2/api/staff/prasad/import': {
    prepare: async (server) => ({
      body: {
        csv: `order number,carrier,tracking number\n${(await paidOrder(server)).orderNumber},FedEx,${freshNumber()}\n`,
        postedOn: server.app.deps.now().toISOString().slice(0, 10),
        confirm: false,
      },
    }),
  },
  'GET /puja-web-v2/api/staff/prasad/packing-list': {
    prepare: async (server) => ({
      path: `${STAFF_API}/prasad/packing-list?date=${await day(server)}`,
    }),
  },
  'GET /puja-web-v2/api/staff/prasad/labels.pdf': {
    prepare: async (server) => ({
      path: `${STAFF_API}/prasad/labels.pdf?date=${await day(server)}&sheet=a4-21`,
    }),
  },
};
