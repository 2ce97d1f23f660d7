/**
 * The booking API's calls as the tests make them on one astrology test app:
 * holds (each from its own address), payments with a fresh token, slots, the
 * outbox and a mail's calendar file. The times are those of the sample
 * astrologer 1, who reads in Kolkata, Mon-Sat 08:00-12:00 IST.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { BookingView, SlotsResponse } from '../../../domain/astro/api';
import { parseIcsEvent } from '../../../domain/test-support/ics';
import { SAMPLE_BILLING } from '../../../domain/test-support/fixtures';
import { holdBody } from '../../test-support/payment-fixtures';
import type { AstroTestApp } from './test-app';

// Monday 2 March 2026, noon UTC.
export const NOW = '2026-03-02T12:00:00.000Z';
export const WED_0800_IST = '2026-03-04T02:30:00.000Z';
export const WED_0900_IST = '2026-03-04T03:30:00.000Z';
export const THU_0800_IST = '2026-03-05T02:30:00.000Z';

const billing = SAMPLE_BILLING;
const opaqueData = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce' };

export function icsOf(row: { attachments: string }) {
  const [attachment] = JSON.parse(row.attachments) as { content: string }[];
  return parseIcsEvent(Buffer.from(attachment?.content ?? '', 'base64').toString('utf8'));
}

/** The calls, on the app `t` (started for the file). */
export function bookingCalls(t: AstroTestApp) {
  let client = 0;
  async function hold(start: string, email?: string) {
    client += 1;
    return t.app.inject({
      method: 'POST',
      url: '/puja-web-v2/api/astro/holds',
      // Every hold from its own address: the limit on unpaid holds has tests of its own.
      remoteAddress: `192.0.2.${client}`,
      payload: holdBody(start, email),
    });
  }

  async function pay(code: string, zip = '94583', email = 'asha@example.com') {
    return t.app.inject({
      method: 'POST',
      url: `/puja-web-v2/api/astro/bookings/${code}/pay`,
      // A fresh token per payment, as the hosted form gives one per card entry.
      payload: {
        email,
        opaqueData: { ...opaqueData, dataValue: randomUUID() },
        billing: { ...billing, zip },
      },
    });
  }

  async function book(start: string, email = 'asha@example.com'): Promise<BookingView> {
    const held = await hold(start, email);
    expect(held.statusCode).toBe(201);
    const paid = await pay(held.json<BookingView>().code, '94583', email);
    expect(paid.statusCode).toBe(200);
    return paid.json<{ booking: BookingView }>().booking;
  }

  async function slots(timeZone = 'Asia/Kolkata', from = '2026-03-04', to = '2026-03-04') {
    const response = await t.app.inject({
      method: 'GET',
      url: `/puja-web-v2/api/astro/slots?readingTypeId=1&astrologerId=1&from=${from}&to=${to}&timeZone=${encodeURIComponent(timeZone)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<SlotsResponse>().slots.map((slot) => slot.start);
  }

  async function outbox(reference: string) {
    return t.database.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('reference', '=', reference)
      .orderBy('created_at')
      .execute();
  }
  return { hold, pay, book, slots, outbox };
}
