/**
 * A name in a script no receipt font has (Georgian here): refused with the
 * order, before payment, on the fields that hold it; and a receipt already
 * holding one (an order taken before the check, a name corrected later) is a
 * clear 422 in the one error shape, the receipt kept as issued with the name,
 * never a PDF without it nor a plain 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import { PAYLOAD_TEXT } from '../../domain/order-text';
import { fontFaces, missingCharacters } from '../pdf';
import { signInAs, type StaffClient } from '../staff/test-support/staff-session';
import { placePujaOrder } from '../staff/test-support/placed-order';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { startedForTheFile } from '../test-support/for-the-file';
import { fetchOrderPrefs, postJson, pujaOrderPayload } from '../test-support/order-fixtures';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));
const GEORGIAN = 'ნინო';
let office: StaffClient;

beforeAll(async () => {
  office = await signInAs(server, 'office');
});

describe('a name no receipt font has', () => {
  it('is not a script the fonts cover (the premise)', async () => {
    expect(missingCharacters(GEORGIAN, await fontFaces('regular'))).toEqual(['ნ', 'ი', 'ო']);
  });

  it('is refused with the order, naming the payer’s and the person’s fields', async () => {
    const payload = pujaOrderPayload(await fetchOrderPrefs(server.baseUrl), { people: 1 });
    payload.pujaOrderBillingAddresses[0]!.firstName = GEORGIAN;
    payload.pujaOrderLineitems[0]!.lastName = GEORGIAN;
    const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, payload);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as {
      error: { code: string; fields: { path: string; message: string }[] };
    };
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual([
      {
        path: 'pujaOrderBillingAddresses.0.firstName',
        message: PAYLOAD_TEXT.unprintableName.message,
      },
      { path: 'pujaOrderLineitems.0.lastName', message: PAYLOAD_TEXT.unprintableName.message },
    ]);
  });

  it('already in an order: its receipt is a clear 422, issued with the name kept', async () => {
    const { status, orderNumber } = await placePujaOrder(server, { people: 1 });
    expect(status).toBe(201);
    const { db } = server.database;
    await db
      .updateTable('order_addresses')
      .set({ first_name: GEORGIAN })
      .where('order_number', '=', orderNumber)
      .where('type', '=', 'BILLING')
      .execute();
    const download = await office.call('GET', `/orders/${orderNumber}/receipt.pdf`);
    expect(download.status).toBe(422);
    expect(download.headers.get('content-type')).toContain('application/json');
    const { error } = (await download.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('UNPRINTABLE_RECEIPT');
    expect(error.message).toContain('This receipt cannot be printed');
    expect(error.message).toContain('U+10DC');
    expect(error.message).not.toContain(GEORGIAN);
    const issued = await db
      .selectFrom('issued_receipts')
      .select('content')
      .where('subject_ref', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(issued.content).toContain(GEORGIAN);
  });
});
