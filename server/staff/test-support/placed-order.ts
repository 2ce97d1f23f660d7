/**
 * Puja orders placed the way the site places them, for tests that need a paid
 * (or declined) order, and the "My order" page their mails link.
 */
import { ORDER_SUBMIT_PATHS } from '../../../domain/constants';
import { MY_ORDER_API, myOrderViewSchema, type MyOrderView } from '../../../domain/my-order';
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

/** The "My order" token of the order's mail whose subject is like `subjectLike` (kept in the row). */
export async function mailedToken(
  server: ApiTestServer,
  orderNumber: string,
  subjectLike: string,
): Promise<string> {
  const mail = await server.database.db
    .selectFrom('outbox_emails')
    .select('secret')
    .where('reference', '=', orderNumber)
    .where('subject', 'like', subjectLike)
    .executeTakeFirstOrThrow();
  return mail.secret!;
}

/** The "My order" page's view for a token, as the page fetches it. */
export async function myOrderView(server: ApiTestServer, token: string): Promise<MyOrderView> {
  const response = await fetch(`${server.baseUrl}${MY_ORDER_API.view}/${token}`);
  if (response.status !== 200) throw new Error(`My order answered ${response.status}`);
  return myOrderViewSchema.parse(await response.json());
}
