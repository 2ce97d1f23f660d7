/** A paid order refunded whole by an office member, once per test server (fake, approving gateway). */
import { ORDER_SUBMIT_PATHS } from '../../../src/domain/constants';
import type { ApiTestServer } from '../../test-support/api-server';
import { fetchOrderPrefs, postJson, pujaOrderPayload } from '../../test-support/order-fixtures';
import { CLI_ACTOR } from '../audit';
import { addMember } from '../members';
import { refundOrder } from '../refunds';

const refunded = new WeakMap<ApiTestServer, Promise<string>>();

export function refundedOrder(server: ApiTestServer): Promise<string> {
  let order = refunded.get(server);
  if (!order) {
    order = (async () => {
      const payload = pujaOrderPayload(await fetchOrderPrefs(server.baseUrl), { people: 1 });
      const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, payload);
      const { orderNumber } = (await response.json()) as { orderNumber: string };
      const { deps } = server.app;
      const email = `refunder-${deps.now().getTime().toString(36)}@example.org`;
      const member = await addMember(
        deps.db,
        CLI_ACTOR,
        { email, name: 'Refunder', role: 'office' },
        deps.now(),
      );
      await refundOrder(deps, { staffId: member.id, label: email }, orderNumber, {
        reason: 'Asked to cancel',
      });
      return orderNumber;
    })();
    refunded.set(server, order);
  }
  return order;
}
