/**
 * AcceptUI's answer (the object its response handler receives) as the
 * payment machine's event: a single-use token, or the form's refusal.
 */
import type { AcceptResponse } from '../../domain/accept-js';
import { english, withValues } from '../../domain/message-text';
import { PAYMENT_TEXT } from '../../domain/payment-text';
import type { PaymentEvent } from './events';

/** The global function the `.AcceptUI` button names in data-responseHandler. */
export const HOSTED_FORM_HANDLER = 'pujaPaymentFormResponse';

export function hostedFormEvent(response: AcceptResponse): PaymentEvent {
  if (response.messages.resultCode === 'Ok' && response.opaqueData) {
    return {
      type: 'form.token',
      opaqueData: {
        dataDescriptor: response.opaqueData.dataDescriptor,
        dataValue: response.opaqueData.dataValue,
      },
    };
  }
  const reasons = response.messages.message.map((message) => message.text).join(' ');
  return {
    type: 'form.error',
    message: reasons
      ? english(withValues(PAYMENT_TEXT.formRefused, { reasons }))
      : PAYMENT_TEXT.formRefusedBare.message,
  };
}
