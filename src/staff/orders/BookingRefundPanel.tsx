import type { StaffApi } from '../../../domain/staff/api-result';
import { Button } from '../../ui/form';
import { RefundSteps } from './RefundSteps';
import { useRefund } from './use-refund';

/** Refund one refund due (a cancelled booking's whole charge) with the same refund machine as an order. */
export function BookingRefundPanel(props: {
  api: StaffApi;
  bookingCode: string;
  amountCents: number;
  onDone: () => void;
}) {
  const { api, bookingCode, amountCents, onDone } = props;
  const [state, send] = useRefund(api, 'refunds-due', bookingCode);

  return (
    <div className="staff-refund-due">
      {state.matches('idle') && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => send({ type: 'refund.start', positions: null })}
        >
          Refund booking {bookingCode}
        </Button>
      )}
      <RefundSteps
        state={state}
        send={send}
        reasonId={`refund-reason-${bookingCode}`}
        what={`booking ${bookingCode}`}
        amountCents={amountCents}
        formLabel={`Refund booking ${bookingCode}`}
        onClose={onDone}
      />
    </div>
  );
}
