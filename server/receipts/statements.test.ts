/**
 * `npm run statements -- --year 2026`: one statement per address that paid in
 * the year, queued once however often (or however concurrently) it runs, and
 * refused before the year has ended. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../domain/money';
import type { OutgoingMail } from '../mail/transport';
import { deliverDueEmails } from '../mail/worker';
import { signInAs } from '../staff/test-support/staff-session';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { startedForTheFile } from '../test-support/for-the-file';
import { placePujaOrder } from '../staff/test-support/placed-order';
import { nodeArgsFor } from '../test-support/server-build';
import { offsetToReach, testNow } from '../../tests/test-support/test-clock';
import { receiptRenderers } from './receipt-files';
import { queueYearStatements, yearBounds } from './statements';
import { pdfText } from './test-support/pdf-text';
import { storePaidBooking } from './test-support/receipt-orders';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));
const YEAR = testNow().getUTCFullYear();
/** A few days into the next January, when the office runs the job. */
const JANUARY = new Date(`${YEAR + 1}-01-05T17:00:00Z`);

async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [...nodeArgsFor('server/cli/statements.ts'), ...args],
      {
        env: {
          ...process.env,
          PAYMENT_ENV: 'sandbox',
          TEST_CLOCK_OFFSET_MS: String(offsetToReach(JANUARY)),
          DATABASE_URL: server.database.url,
          PUBLIC_URL: server.baseUrl,
        },
        encoding: 'utf8',
      },
    );
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}

async function placeOrder(email: string) {
  const { status, orderNumber } = await placePujaOrder(server, {}, (payload) => {
    payload.pujaOrderBillingAddresses[0]!.email = email;
  });
  expect(status).toBe(201);
  return orderNumber;
}

const statementRows = () =>
  server.database.db
    .selectFrom('outbox_emails')
    .select(['id', 'to_address'])
    .where('reference', '=', `statement-${YEAR}`)
    .orderBy('to_address')
    .execute();

describe('npm run statements', () => {
  it('refuses a year that has not ended, on the one clock', async () => {
    const early = await cli('--year', String(YEAR + 1));
    expect(early.code).toBe(1);
    expect(early.err).toContain(`${YEAR + 1} has not ended in the temple's zone`);
    await expect(queueYearStatements(server.database.db, YEAR, testNow())).rejects.toThrow(
      'has not ended',
    );
    expect(yearBounds(2026)).toEqual({
      from: '2026-01-01T08:00:00.000Z',
      to: '2027-01-01T08:00:00.000Z',
    });
  });

  it('queues one statement per payer, and nothing more when run again', async () => {
    const asha = [await placeOrder('asha@example.com'), await placeOrder('Asha@Example.com')];
    const ravi = await placeOrder('ravi@example.org');
    const office = await signInAs(server, 'office');
    expect((await office.call('POST', `/orders/${asha[1]}/refund`, { reason: 'x' })).status).toBe(
      200,
    );
    const first = await cli('--year', String(YEAR));
    expect(first.err).toBe('');
    expect(JSON.parse(first.out)).toEqual({ year: YEAR, payers: 2, queued: 2, alreadyQueued: 0 });
    const again = await cli('--year', String(YEAR));
    expect(JSON.parse(again.out)).toEqual({ year: YEAR, payers: 2, queued: 0, alreadyQueued: 2 });
    // Two at once (two servers' January jobs): neither queues a second mail.
    const both = await Promise.all([
      queueYearStatements(server.database.db, YEAR, JANUARY),
      queueYearStatements(server.database.db, YEAR, JANUARY),
    ]);
    expect(both.map((run) => run.queued)).toEqual([0, 0]);
    const rows = await statementRows();
    expect(rows.map((row) => row.to_address)).toEqual(['asha@example.com', 'ravi@example.org']);

    const sent: OutgoingMail[] = [];
    const { db } = server.app.deps;
    // The command's clock ran on from JANUARY while it worked: deliver an hour later.
    const now = () => new Date(JANUARY.getTime() + 3_600_000);
    await deliverDueEmails(
      db,
      { send: async (mail) => void sent.push(mail), describe: () => '' },
      {
        from: 'office@example.org',
        now,
        renderers: receiptRenderers(db, now, { production: false }),
      },
    );
    const ashaMail = sent.find((mail) => mail.id === rows[0]!.id)!;
    expect(ashaMail.subject).toBe(`Your ${YEAR} statement of contributions and payments`);
    expect(ashaMail.attachments.map((a) => a.filename)).toEqual([`statement-${YEAR}.pdf`]);
    const text = await pdfText(ashaMail.attachments[0]!.content);
    const totals = await db
      .selectFrom('orders')
      .select(['order_number', 'total_cents'])
      .where('order_number', 'in', asha)
      .execute();
    const paid = totals.reduce((sum, t) => sum + t.total_cents, 0);
    const refunded = totals.find((t) => t.order_number === asha[1])!.total_cents;
    expect(text).toContain(`Statement of contributions and payments for ${YEAR}`);
    for (const number of asha) expect(text).toContain(number);
    expect(text).toContain(`Refund ${asha[1]}-R1`);
    expect(text).not.toContain(ravi);
    expect(text).toContain(`Total of contributions ${formatUsd(paid - refunded)}`);
    expect(text).toContain(`Total of payments for services ${formatUsd(0)}`);
    expect(sent.find((mail) => mail.id === rows[1]!.id)?.to).toBe('ravi@example.org');
  });

  it('sends one to a payer of an astrology reading alone, in the language they booked in', async () => {
    const { db } = server.database;
    const code = 'STMT2601';
    await storePaidBooking(server, code, 'Lakshmi@Example.in', testNow());
    await db
      .updateTable('astro_bookings')
      .set({ language: 'ml' })
      .where('code', '=', code)
      .execute();
    const price = (
      await db
        .selectFrom('astro_bookings')
        .select('price_cents')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).price_cents;
    expect(await queueYearStatements(db, YEAR, JANUARY)).toEqual({
      year: YEAR,
      payers: 3,
      queued: 1,
      alreadyQueued: 2,
    });
    const row = (await statementRows()).find((r) => r.to_address === 'lakshmi@example.in')!;
    const sent: OutgoingMail[] = [];
    const now = () => new Date(JANUARY.getTime() + 3_600_000);
    await deliverDueEmails(
      server.app.deps.db,
      { send: async (mail) => void sent.push(mail), describe: () => '' },
      {
        from: 'office@example.org',
        now,
        renderers: receiptRenderers(server.app.deps.db, now, { production: false }),
      },
    );
    const mail = sent.find((m) => m.id === row.id)!;
    // Malayalam, as the booking was made: the subject, the thanks and the reading's line.
    expect(mail.subject).toBe(`${YEAR}-ലെ നിങ്ങളുടെ സംഭാവനകളുടെയും പണമടവുകളുടെയും വിവരപത്രം`);
    expect(mail.text).toContain(`${YEAR}-ൽ നിങ്ങൾ നൽകിയ വഴിപാടുകൾക്ക് നന്ദി.`);
    expect(mail.text).toContain(`ജ്യോതിഷ പരിശോധന ${code} (ഒരു സേവനത്തിനുള്ള പണമടവ്)`);
    expect(mail.text).not.toContain('Thank you for your offerings');
    const text = await pdfText(mail.attachments[0]!.content);
    expect(text).toContain(code);
    expect(text).toContain(`Total of payments for services ${formatUsd(price)}`);
    expect(text).toContain(`Total of contributions ${formatUsd(0)}`);
  });
});
