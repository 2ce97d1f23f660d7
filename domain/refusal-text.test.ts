import { describe, expect, it } from 'vitest';
import { english } from './message-text';
import { PAYMENT_TEXT } from './payment-text';
import {
  messageFromEnglish,
  paymentNoticeText,
  refusalFieldText,
  refusalText,
  REFUSAL_TEXT,
} from './refusal-text';

describe('the API refusals in the catalog (decision 0169)', () => {
  it('gives the catalog sentence of a known code, with the policy numbers it names', () => {
    expect(refusalText({ code: 'SLOT_TAKEN', message: 'Someone took it.' })).toBe(
      REFUSAL_TEXT.SLOT_TAKEN,
    );
    expect(english(refusalText({ code: 'HOLD_EXPIRED', message: 'Lapsed.' }))).toBe(
      'The time was held for you for 15 minutes and that hold has lapsed. Please choose a time again.',
    );
  });

  it('reads a gateway decline code (a number) as the card not accepted', () => {
    expect(refusalText({ code: '2', message: 'This transaction has been declined.' })).toBe(
      REFUSAL_TEXT.CARD_DECLINED,
    );
  });

  it("reads the server's DECLINED (a decline without a gateway code) the same way", () => {
    expect(refusalText({ code: 'DECLINED', message: 'The card was declined.' })).toBe(
      REFUSAL_TEXT.CARD_DECLINED,
    );
  });

  it("shows the server's words only for a code it does not know", () => {
    const text = refusalText({ code: 'SOMETHING_NEW', message: 'A new rule.' });
    expect(text.id).toBe('order.problem');
    expect(english(text)).toBe('A new rule.');
  });

  it("reads a field's English back as the domain's message, values included", () => {
    const text = messageFromEnglish('Enter the first name of person 2');
    expect(text?.id).toBe('order.person.firstName');
    expect(text?.values).toEqual({ person: 2 });
    expect(
      refusalFieldText({ path: 'people.0.requestedPujaDate', message: 'Choose the event date' }).id,
    ).toBe('order.payload.eventDate');
  });

  it('never takes a placeholder-only message for a match', () => {
    expect(messageFromEnglish('Anything: with a colon')).toBeNull();
  });

  it("names a field only the server checks, and a field refused in words of the server's own", () => {
    expect(refusalFieldText({ path: 'disclaimerVersion', message: 'Accept it' }).id).toBe(
      'refusal.field.disclaimer',
    );
    expect(refusalFieldText({ path: 'people.0.birthDate', message: 'Odd date' }).id).toBe(
      'refusal.field.other',
    );
    const own = { id: 'x', message: 'Own' };
    expect(refusalFieldText({ path: 'a', message: 'Own', text: own })).toBe(own);
  });

  it("reads the payment machine's own sentences back, and an answer without a code by its state", () => {
    expect(paymentNoticeText(PAYMENT_TEXT.unanswered.message, 'CARD_DECLINED')).toBe(
      PAYMENT_TEXT.unanswered,
    );
    const refused = english({ ...PAYMENT_TEXT.formRefused, values: { reasons: 'Bad number.' } });
    expect(paymentNoticeText(refused, null)).toEqual({
      ...PAYMENT_TEXT.formRefused,
      values: { reasons: 'Bad number.' },
    });
    expect(paymentNoticeText('No answer.', 'PAYMENT_UNKNOWN')).toBe(PAYMENT_TEXT.unconfirmed);
  });
});
