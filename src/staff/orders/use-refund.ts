import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { refundMachine, type RefundOutcome, type RefundRequest } from '../../../machines/staff';
import type { StaffApi } from '../../../domain/staff/api-result';
import { callOrFail } from '../call-or-fail';
import type { MachinePanelProps } from '../panel-props';

/**
 * The refund machine running for one order or one refund due (`route`), its
 * call posting the reason and, when some are chosen, the people's positions.
 * `onRefunded` runs once the server has refunded (the order page reloads).
 */
export function useRefund(
  api: StaffApi,
  route: 'orders' | 'refunds-due',
  orderNumber: string,
  { inspect, onRefunded }: Pick<MachinePanelProps, 'inspect'> & { onRefunded?: () => void } = {},
) {
  const machine = useMemo(
    () =>
      refundMachine.provide({
        actors: {
          refund: fromPromise<RefundOutcome, RefundRequest>(async ({ input }) => {
            const path = `/${route}/${input.orderNumber}/refund`;
            const body = {
              reason: input.reason,
              ...(input.positions && { positions: input.positions }),
            };
            const { refund } = await callOrFail<{ refund: RefundOutcome }>(api, 'POST', path, body);
            onRefunded?.();
            return refund;
          }),
        },
      }),
    [api, route, onRefunded],
  );
  return useMachine(machine, { input: { orderNumber }, ...(inspect && { inspect }) });
}
