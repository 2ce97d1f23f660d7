import { describe, expect, it } from 'vitest';
import { LIVING_PERSON, SAMPLE_ADDRESS } from '../../domain/test-support/fixtures';
import { loadInspector, sanitizeContext, sanitizeEvent } from './inspector';

describe('the inspector hook', () => {
  it('sends only counts and flags, never names, addresses or tokens', () => {
    const context = {
      kind: 'puja',
      regionId: null,
      people: [LIVING_PERSON, LIVING_PERSON],
      billing: SAMPLE_ADDRESS,
      shipping: SAMPLE_ADDRESS,
      errors: [{ path: 'people.0.firstName', message: 'Enter the first name' }],
      returnToReview: false,
      opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'secret-nonce' },
      paymentProblem: { kind: 'declined', code: 'CARD_DECLINED', message: 'Declined' },
      orderNumber: 'P123',
    };
    const sent = JSON.stringify(sanitizeContext(context));
    for (const secret of [
      'Asha',
      'Menon',
      'Temple Road',
      'asha@example.com',
      'secret-nonce',
      'P123',
    ]) {
      expect(sent).not.toContain(secret);
    }
    expect(sanitizeContext(context)).toMatchObject({
      people: 2,
      errors: 1,
      paymentProblem: 'declined',
    });
    expect(
      sanitizeEvent({ type: 'person.update', values: { firstName: 'Asha' } } as { type: string }),
    ).toEqual({ type: 'person.update' });
  });

  it('stays off without ?inspect', async () => {
    await expect(loadInspector('')).resolves.toBeUndefined();
  });
});
