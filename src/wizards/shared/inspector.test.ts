import { describe, expect, it } from 'vitest';
import { BILLING, PERSON, SLOT, bookingView } from '../../../machines/astro/test-support/fixtures';
import { LIVING_PERSON, SAMPLE_ADDRESS } from '../../../domain/test-support/fixtures';
import { loadInspector, sanitizeContext, sanitizeEvent } from './inspector';

/** None of the secrets is in what the inspector is sent. */
function expectNoneSent(sent: string, secrets: string[]) {
  for (const secret of secrets) expect(sent).not.toContain(secret);
}

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
    expectNoneSent(sent, [
      'Asha',
      'Menon',
      'Temple Road',
      'asha@example.com',
      'secret-nonce',
      'P123',
    ]);
    expect(sanitizeContext(context)).toMatchObject({
      people: 2,
      errors: 1,
      paymentProblem: 'declined',
    });
    expect(
      sanitizeEvent({ type: 'person.update', values: { firstName: 'Asha' } } as { type: string }),
    ).toEqual({ type: 'person.update' });
  });

  it('sends the booking’s choices, never its birth details, email, question or codes', () => {
    const booking = bookingView({
      question: 'Is this a good year for a move?',
      calendarUrl: '/puja-web-v2/api/astro/bookings/K7MQ2XRA/calendar.ics?token=link-secret',
      rescheduleUrl: '/astro-reschedule?code=K7MQ2XRA&token=link-secret',
    });
    const bookingContext = {
      readingTypeId: 1,
      astrologerId: 'any',
      monthStart: '2026-03-01',
      selectedDay: '2026-03-04',
      selectedStart: SLOT.start,
      slots: [SLOT],
      visitorTimeZone: 'America/New_York',
      people: [{ ...PERSON, birthStar: 'Rohini' }],
      email: 'asha@example.com',
      question: 'Is this a good year for a move?',
      billing: BILLING,
      booking,
      holdKey: 'hold-key-secret',
      errors: [],
      notice: 'Someone else has just taken that time.',
      paymentSettled: true,
      lastStep: 'billing',
      restoredStep: null,
    };
    const rescheduleContext = {
      code: 'K7MQ2XRA',
      email: 'asha@example.com',
      token: 'link-secret',
      reason: 'Travelling to Kollam that week',
      booking: { ...booking, status: 'CONFIRMED' },
      monthStart: '2026-03-01',
      slots: [],
    };
    const sent = JSON.stringify([
      sanitizeContext(bookingContext),
      sanitizeContext(rescheduleContext),
    ]);
    expectNoneSent(sent, [
      'Asha',
      'Nair',
      PERSON.birthDate,
      PERSON.birthTime,
      'Kollam',
      'Rohini',
      'asha@example.com',
      'good year',
      'K7MQ2XRA',
      'link-secret',
      'hold-key-secret',
      BILLING.address,
      BILLING.zip,
      'Travelling',
      'New_York',
    ]);
    expect(sanitizeContext(bookingContext)).toMatchObject({
      people: 1,
      readingTypeId: 1,
      astrologerId: 'any',
      selectedStart: SLOT.start,
      slots: 1,
      lastStep: 'billing',
      bookingStatus: 'HELD',
      hasNotice: true,
      hasLink: false,
    });
    expect(sanitizeContext(rescheduleContext)).toMatchObject({
      bookingStatus: 'CONFIRMED',
      hasLink: true,
      slots: 0,
    });
  });

  it('stays off without ?inspect', async () => {
    await expect(loadInspector('')).resolves.toBeUndefined();
  });
});
