import { Button } from '../../ui/form';
import { RefundSteps } from './RefundSteps';
import { useRefund } from './use-refund';
import type { MachinePanelProps } from '../panel-props';

/** Refund the whole order or the chosen people: choose → reason → confirm → result. */
export function RefundPanel(
  props: MachinePanelProps & {
    orderNumber: string;
    chosen: number[];
    amountOf: (positions: number[] | null) => number;
    onDone: () => void;
  },
) {
  const { api, orderNumber, chosen, amountOf, onDone, inspect } = props;
  const [state, send] = useRefund(api, 'orders', orderNumber, { inspect, onRefunded: onDone });
  const { positions } = state.context;
  const who = positions
    ? `${positions.length} ${positions.length === 1 ? 'person' : 'people'}`
    : 'the whole order';

  return (
    <section aria-labelledby="refund-heading" className="staff-panel">
      <h2 id="refund-heading">Refund</h2>
      {state.matches('idle') && (
        <div className="button-row">
          <Button type="button" onClick={() => send({ type: 'refund.start', positions: null })}>
            Refund the whole order
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={chosen.length === 0}
            onClick={() => send({ type: 'refund.start', positions: chosen })}
          >
            Refund the chosen people ({chosen.length})
          </Button>
        </div>
      )}
      <RefundSteps
        state={state}
        send={send}
        reasonId="refund-reason"
        what={who}
        amountCents={amountOf(positions)}
        onClose={() => send({ type: 'refund.close' })}
      />
    </section>
  );
}
