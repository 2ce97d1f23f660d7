/** Order logs carry the order number and never the card token or the payment details. */
import { describe, expect, it } from 'vitest';
import { ORDER_SUBMIT_PATHS } from '../../src/domain/constants';
import { debugLoggingServerForTheFile } from '../test-support/api-server';
import {
  fetchOrderPrefs,
  postJson,
  pujaOrderPayload,
  sandboxCardToken,
} from '../test-support/order-fixtures';

const { server, lines } = debugLoggingServerForTheFile();

describe('order logs', () => {
  it('name the order and never contain the card token', async () => {
    const prefs = await fetchOrderPrefs(server.baseUrl);
    const encoded = await sandboxCardToken(server.baseUrl);
    const nonce = (JSON.parse(Buffer.from(encoded, 'base64').toString()) as { dataValue: string })
      .dataValue;
    const paid = await postJson(
      server.baseUrl,
      ORDER_SUBMIT_PATHS.puja,
      pujaOrderPayload(prefs, { people: 2, encoded }),
    );
    const { orderNumber } = (await paid.json()) as { orderNumber: string };
    // And a refused reuse of the same token, which takes the error paths.
    await postJson(
      server.baseUrl,
      ORDER_SUBMIT_PATHS.puja,
      pujaOrderPayload(prefs, { people: 1, encoded }),
    );

    const all = lines.join('\n');
    expect(lines.some((line) => line.includes(orderNumber))).toBe(true);
    expect(all).not.toContain(nonce);
    expect(all).not.toContain(encoded);
    expect(all).not.toContain('4111111111111111');
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
