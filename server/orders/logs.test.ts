/** Order logs carry the order number and never the card token or the payment details. */
import { describe, expect, it } from 'vitest';
import { debugLoggingServerForTheFile } from '../test-support/api-server';
import { expectJsonLogWithout } from '../test-support/for-the-file';
import { decodedCardToken, postCardPaidPujaOrder } from '../test-support/order-fixtures';

const { server, lines } = debugLoggingServerForTheFile();

describe('order logs', () => {
  it('name the order and never contain the card token', async () => {
    const paid = await postCardPaidPujaOrder(server.baseUrl, { people: 2 });
    const { encoded } = paid;
    const { orderNumber } = (await paid.response.json()) as { orderNumber: string };
    // And a refused reuse of the same token, which takes the error paths.
    await postCardPaidPujaOrder(server.baseUrl, { people: 1, encoded });

    expect(lines.some((line) => line.includes(orderNumber))).toBe(true);
    expectJsonLogWithout(lines, [decodedCardToken(encoded).dataValue, encoded, '4111111111111111']);
  });
});
