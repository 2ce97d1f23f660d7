/** The HTTP calls of "My order" and "Find my order" (src/domain/my-order.ts). */
import { MY_ORDER_API, myOrderViewSchema, type MyOrderView } from '../domain/my-order';
import { getJson, type HttpOptions } from './http';

export type MyOrderLoad =
  { kind: 'found'; view: MyOrderView } | { kind: 'not-found' } | { kind: 'failed' };

/** The page's view model by its token; a network fault or an unreadable answer is `failed`. */
export async function loadMyOrder(token: string, options: HttpOptions = {}): Promise<MyOrderLoad> {
  try {
    const response = await getJson(`${MY_ORDER_API.view}/${encodeURIComponent(token)}`, options);
    if (response.status === 404) return { kind: 'not-found' };
    if (!response.ok) return { kind: 'failed' };
    const parsed = myOrderViewSchema.safeParse(await response.json());
    return parsed.success ? { kind: 'found', view: parsed.data } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
