/** How Authorize.net's answers map to charge results, including the ones the sandbox never gives. */
import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount, customerIpv4, parseAnetJson, truncate } from './anet-format';
import { chargeResultOf } from './anet-results';
import type { AnetCreateTransactionResponse, AnetMessages } from './anet-wire';

const ok = { resultCode: 'Ok' as const, message: [{ code: 'I00001', text: 'Successful.' }] };
const failed = {
  resultCode: 'Error' as const,
  message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }],
};
const answer = (
  transactionResponse: AnetCreateTransactionResponse['transactionResponse'],
  messages: AnetMessages = failed,
): AnetCreateTransactionResponse => ({ transactionResponse, messages });

describe('chargeResultOf', () => {
  it('approves only responseCode 1 with Ok and a transId', () => {
    expect(
      chargeResultOf(
        answer(
          { responseCode: '1', transId: '60006537898', authCode: '2768NO', accountType: 'Visa' },
          ok,
        ),
      ),
    ).toEqual({
      outcome: 'APPROVED',
      transId: '60006537898',
      authCode: '2768NO',
      accountNumber: '',
      accountType: 'Visa',
    });
    expect(chargeResultOf(answer({ responseCode: '1', transId: '' }, ok)).outcome).toBe('UNKNOWN');
    expect(chargeResultOf(answer({ responseCode: '1', transId: '5' }, failed)).outcome).toBe(
      'UNKNOWN',
    );
  });

  it('declines responseCode 2 and card refusals of responseCode 3, dropping transId "0"', () => {
    const refused = (code: string) =>
      answer({ responseCode: '3', transId: '0', errors: [{ errorCode: code, errorText: 't' }] });
    expect(chargeResultOf(refused('11'))).toEqual({
      outcome: 'DECLINED',
      code: '11',
      message: 't',
      transId: undefined,
    });
    expect(chargeResultOf(refused('8'))).toMatchObject({ outcome: 'DECLINED', code: '8' });
    expect(chargeResultOf(refused('13'))).toMatchObject({ outcome: 'ERROR', code: '13' });
    expect(
      chargeResultOf(
        answer({ responseCode: '2', transId: '77', errors: [{ errorCode: '2', errorText: 'd' }] }),
      ),
    ).toEqual({ outcome: 'DECLINED', code: '2', message: 'd', transId: '77' });
  });

  it('reads held for review (4) as HELD with its transId, and a bare error as ERROR', () => {
    expect(chargeResultOf(answer({ responseCode: '4', transId: '9' }, ok))).toMatchObject({
      outcome: 'HELD',
      transId: '9',
    });
    // A hold without a transaction id cannot be followed up: reconcile it as unknown.
    expect(chargeResultOf(answer({ responseCode: '4' }, ok)).outcome).toBe('UNKNOWN');
    expect(
      chargeResultOf({
        messages: {
          resultCode: 'Error',
          message: [{ code: 'E00114', text: 'Invalid OTS Token.' }],
        },
      }),
    ).toEqual({ outcome: 'ERROR', code: 'E00114', message: 'Invalid OTS Token.' });
  });
});

describe('formats', () => {
  it('writes cents as the API decimal and reads it back', () => {
    expect(centsToAmount(5100)).toBe('51.00');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(123456)).toBe('1234.56');
    expect(() => centsToAmount(10.5)).toThrow(RangeError);
    expect(() => centsToAmount(-1)).toThrow(RangeError);
    expect(amountToCents('51.00')).toBe(5100);
    expect(amountToCents('51.5')).toBe(5150);
    expect(amountToCents(51.1)).toBe(5110);
    expect(amountToCents('51.999')).toBeNull();
    expect(amountToCents('-1')).toBeNull();
  });

  it('cuts strings without splitting characters, and strips the BOM', () => {
    expect(truncate('  abcdef ', 3)).toBe('abc');
    expect(truncate('ॐॐॐ', 2)).toBe('ॐॐ');
    expect(parseAnetJson('\uFEFF{"a":1}')).toEqual({ a: 1 });
    expect(customerIpv4('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(customerIpv4('2001:db8::1')).toBeUndefined();
  });
});
