/** Puja orders placed the way the site places them, for tests that need a paid (or declined) order. */
import { ORDER_SUBMIT_PATHS } from '../../../src/domain/constants';
import type { ApiTestServer } from '../../test-support/api-server';
import { fetchOrderPrefs, postJson, pujaOrderPayload } from '../../test-support/order-fixtures';

type PujaOrderPayload = ReturnType<typeof pujaOrderPayload>;

export interface PlacedOrder {
  /** The submit answer's status: 201 when the (fake) gateway approved the card. */
  status: number;
  orderNumber: string;
  /** The first person's puja date, YYYY-MM-DD. */
  date: string;
}

/** Places a puja order for `people` persons; `edit` changes the payload before it is sent. */
export async function placePujaOrder(
  server: ApiTestServer,
  options: { people?: number; zip?: string } = {},
  edit?: (payload: PujaOrderPayload) => void,
): Promise<PlacedOrder> {
  const payload = pujaOrderPayload(await fetchOrderPrefs(server.baseUrl), {
    people: 1,
    ...options,
  });
  edit?.(payload);
  const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, payload);
  const { orderNumber } = (await response.json()) as { orderNumber: string };
  const [m, d, y] = payload.pujaOrderLineitems[0]!.requestedPujaDate.split('/');
  return { status: response.status, orderNumber, date: `${y}-${m}-${d}` };
}

/** What `make` gives, made once per test server (route examples share one order a server). */
export function oncePerServer<T>(
  made: WeakMap<ApiTestServer, Promise<T>>,
  server: ApiTestServer,
  make: () => Promise<T>,
): Promise<T> {
  let value = made.get(server);
  if (!value) {
    value = make();
    made.set(server, value);
  }
  return value;
}
