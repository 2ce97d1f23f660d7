/** A paid order refunded whole by an office member, once per test server (fake, approving gateway). */
import type { ApiTestServer } from '../../test-support/api-server';
import { CLI_ACTOR } from '../audit';
import { addMember } from '../members';
import { refundOrder } from '../refunds';
import { oncePerServer, placePujaOrder } from './placed-order';

const refunded = new WeakMap<ApiTestServer, Promise<string>>();

export const refundedOrder = (server: ApiTestServer) =>
  oncePerServer(refunded, server, async () => {
    const { orderNumber } = await placePujaOrder(server);
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
  });
