/**
 * One API server per test file with a fake gateway and the catalog's order
 * preferences, for the order submission tests: `submit` posts a puja order.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ORDER_SUBMIT_PATHS } from '../../../domain/constants';
import type { OrderPrefs } from '../../../domain/prefs';
import { startApiServer, type ApiTestServer } from '../../test-support/api-server';
import { createFakeGateway, type FakeGateway } from '../../test-support/fake-gateway';
import { fetchOrderPrefs, postJson } from '../../test-support/order-fixtures';

export const PATH = ORDER_SUBMIT_PATHS.puja;

export type Answer = {
  orderNumber: string;
  status: string;
  total?: number;
  error?: { code: string; message: string; fields?: { path: string; message: string }[] };
};

export interface OrderTestServer {
  readonly server: ApiTestServer;
  readonly gateway: FakeGateway;
  readonly prefs: OrderPrefs;
  submit(body: unknown, key?: string): Promise<{ status: number; json: Answer }>;
}

/** Starts the server before the file's tests (the gateway approving before each) and stops it after. */
export function orderServerForTheFile(): OrderTestServer {
  let server: ApiTestServer | undefined;
  let gateway: FakeGateway | undefined;
  let prefs: OrderPrefs | undefined;
  beforeAll(async () => {
    gateway = createFakeGateway();
    server = await startApiServer({ payments: gateway, env: { ANET_TIMEOUT_MS: '300' } });
    prefs = await fetchOrderPrefs(server.baseUrl);
  });
  afterAll(async () => server?.close());
  beforeEach(() => {
    gateway!.mode = 'approve';
  });
  return {
    get server() {
      return server!;
    },
    get gateway() {
      return gateway!;
    },
    get prefs() {
      return prefs!;
    },
    async submit(body, key) {
      const response = await postJson(
        server!.baseUrl,
        PATH,
        body,
        key ? { 'Idempotency-Key': key } : {},
      );
      return { status: response.status, json: (await response.json()) as Answer };
    },
  };
}
