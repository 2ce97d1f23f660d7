/**
 * The payment step as a view of the payment machine: an `.AcceptUI` button
 * carrying AcceptUI's documented data attributes, no card field in the page,
 * the response handler feeding the machine, a decline offering the flow's
 * billing postal code and a new attempt, an unknown payment offering no pay
 * button.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTED_FORM_HANDLER, type PaymentAnswer } from '../../../machines/payment';
import { scriptedPayment } from '../../../machines/payment/test-support/scripted-payment';
import type { AcceptResponse } from '../../../domain/accept-js';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';
import { HostedPayment } from './HostedPayment';

function respond(response: AcceptResponse) {
  const handler = (window as unknown as Record<string, (r: AcceptResponse) => void>)[
    HOSTED_FORM_HANDLER
  ];
  if (!handler) throw new Error('no response handler registered');
  act(() => handler(response));
}

const ok = (value: string): AcceptResponse => ({
  opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: value },
  messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
});

describe('HostedPayment', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await testI18n('en');
  });

  /** The step over a payment machine whose attempts get `answers`, with the flow's postal code. */
  function drawPayment(
    answers: PaymentAnswer[],
    postalCode = '46282',
    onChange: (value: string) => void = () => undefined,
  ) {
    const payment = scriptedPayment(answers);
    render(
      <HostedPayment
        payment={payment.actor}
        amount="$21.00"
        postalCode={{ path: 'billing.zip', value: postalCode, onChange }}
      />,
      { wrapper: i18nWrapper(i18n) },
    );
    return payment;
  }

  it('opens the hosted form from an .AcceptUI button and never draws a card field', async () => {
    drawPayment([]);
    const button = await screen.findByRole('button', { name: 'Pay by card' });
    expect(button.classList.contains('AcceptUI')).toBe(true);
    expect(button.getAttribute('data-apiLoginID')).toBe('sandbox-login');
    expect(button.getAttribute('data-clientKey')).toBe('sandbox-client-key');
    expect(button.getAttribute('data-acceptUIFormBtnTxt')).toBe('Pay $21.00');
    expect(button.getAttribute('data-responseHandler')).toBe(HOSTED_FORM_HANDLER);
    expect(JSON.parse(button.getAttribute('data-billingAddressOptions') ?? '')).toEqual({
      show: false,
      required: false,
    });
    expect(document.querySelectorAll('input')).toHaveLength(0);
  });

  it('sends the token to the machine; a decline offers the billing postal code and a new attempt', async () => {
    const user = userEvent.setup();
    const zips: string[] = [];
    const { actor, sent } = drawPayment(
      [
        { status: 'DECLINED', reference: 'ABCD2345', code: '2', message: 'The card was declined.' },
        { status: 'PAID', reference: 'ABCD2345' },
      ],
      '4628',
      (zip) => zips.push(zip),
    );
    await screen.findByRole('button', { name: 'Pay by card' });
    respond(ok('t1'));
    await screen.findByRole('heading', { name: 'Your card was declined' });
    const zip = screen.getByLabelText('Billing postal code');
    expect(zip.getAttribute('autocomplete')).toBe('billing postal-code');
    await user.type(zip, '2');
    expect(zips).toEqual(['46282']);
    expect(screen.getByRole('button', { name: 'Pay again by card' }).classList).toContain(
      'AcceptUI',
    );
    respond(ok('t2'));
    await act(async () => {
      await new Promise<void>((resolve) => {
        const subscription = actor.subscribe((snapshot) => {
          if (snapshot.status === 'done') {
            subscription.unsubscribe();
            resolve();
          }
        });
      });
    });
    expect(sent.map((input) => input.opaqueData.dataValue)).toEqual(['t1', 't2']);
  });

  it('while the payment is unknown: a status note and no way to pay again', async () => {
    drawPayment([{ status: 'UNKNOWN', reference: 'ABCD2345', message: 'No answer yet.' }]);
    await screen.findByRole('button', { name: 'Pay by card' });
    respond(ok('t1'));
    await screen.findByText('We are confirming your payment with the card processor.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
