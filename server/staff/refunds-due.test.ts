/** The queue of refunds due: a cancelled booking's settled charge refunded through the payment service. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../payments/gateway';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { dueBooking } from './test-support/due-booking';
import { signInAs, type StaffClient } from './test-support/staff-session';
import { startedForTheFile } from '../test-support/for-the-file';

const fake = createFakeGateway();
/** Transactions the gateway reports settled (the fake's own charges stay unsettled). */
const settled = new Set<string>();
const gateway: PaymentGateway = {
  ...fake,
  async getTransaction(transId) {
    if (!settled.has(transId)) return fake.getTransaction(transId);
    return {
      transId,
      invoiceNumber: 'AST',
      amountCents: 4000,
      status: 'settledSuccessfully',
      approved: true,
    };
  },
};

const server = startedForTheFile(() => startApiServer({ payments: gateway }));
let office: StaffClient;

beforeAll(async () => {
  office = await signInAs(server, 'office');
});

const booking = (code: string) =>
  server.database.db
    .selectFrom('astro_bookings')
    .select(['refund_state', 'payment_state'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();

const mailsTo = (email: string) =>
  server.database.db
    .selectFrom('outbox_emails')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .execute();

describe('refunds due', () => {
  it('lists a due booking, refunds its settled charge once, mails the devotee and audits it', async () => {
    const due = await dueBooking(server, { email: 'settled@example.com' });
    settled.add(due.transId);
    const listed = (await (await office.call('GET', '/refunds-due')).json()) as {
      due: { bookingCode: string; amountCents: number }[];
    };
    expect(listed.due).toContainEqual(
      expect.objectContaining({ bookingCode: due.code, amountCents: 4000 }),
    );

    const answer = await office.call('POST', `/refunds-due/${due.code}/refund`, {
      reason: 'Cancelled after settlement',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      refund: { bookingCode: due.code, outcome: 'REFUNDED', amountCents: 4000 },
    });
    expect(fake.refunded).toContain(due.transId);
    expect(await booking(due.code)).toEqual({
      refund_state: 'REFUNDED',
      payment_state: 'REFUNDED',
    });
    const mails = await mailsTo('settled@example.com');
    expect(mails.map((m) => m.subject)).toEqual([`Refund for your astrology reading ${due.code}`]);
    expect(mails[0]!.text_body).toContain('$40.00');
    const audit = await server.database.db
      .selectFrom('staff_audit_log')
      .select(['actor', 'action', 'after_json'])
      .where('target', '=', due.code)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ actor: office.email, action: 'booking.refund' }),
    ]);
    expect(JSON.parse(audit[0]!.after_json)).toMatchObject({ refundState: 'REFUNDED' });

    // Gone from the queue; a second refund is refused and gives nothing back.
    const after = (await (await office.call('GET', '/refunds-due')).json()) as {
      due: { bookingCode: string }[];
    };
    expect(after.due.map((d) => d.bookingCode)).not.toContain(due.code);
    const again = await office.call('POST', `/refunds-due/${due.code}/refund`, {
      reason: 'Again',
    });
    expect(again.status).toBe(409);
    expect(fake.refunded.filter((t) => t === due.transId)).toHaveLength(1);
  });

  it('gives the money back once when two staff members refund at the same time', async () => {
    const due = await dueBooking(server);
    settled.add(due.transId);
    const answers = await Promise.all(
      [1, 2].map(() =>
        office.call('POST', `/refunds-due/${due.code}/refund`, { reason: 'Both clicked' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(fake.refunded.filter((t) => t === due.transId)).toHaveLength(1);
  });

  it('voids a charge the gateway had not settled yet', async () => {
    const due = await dueBooking(server);
    const answer = await office.call('POST', `/refunds-due/${due.code}/refund`, {
      reason: 'Cancelled',
    });
    expect(((await answer.json()) as { refund: { outcome: string } }).refund.outcome).toBe(
      'VOIDED',
    );
    expect(fake.voided).toContain(due.transId);
    expect(await booking(due.code)).toEqual({ refund_state: 'VOIDED', payment_state: 'VOIDED' });
  });

  it('names the missing reason and refuses a booking with nothing due', async () => {
    const due = await dueBooking(server);
    const noReason = await office.call('POST', `/refunds-due/${due.code}/refund`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(await noReason.json())).toContain('"reason"');
    expect(
      (await office.call('POST', '/refunds-due/NOSUCH12/refund', { reason: 'x' })).status,
    ).toBe(404);
    expect(await booking(due.code)).toEqual({ refund_state: 'DUE', payment_state: 'PAID' });
  });
});
