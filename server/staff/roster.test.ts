/** The staff roster and the orders CLI over orders placed through the API. */
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { nodeArgsFor } from '../test-support/server-build';
import { fetchOrderPrefs, postJson, pujaOrderPayload } from '../test-support/order-fixtures';
import { testClockEnv } from '../../tests/test-support/test-clock';
import { rosterCsv, rosterFor } from './roster';
import { startedForTheFile } from '../test-support/for-the-file';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));
let orderNumber: string;
let isoDate: string;

beforeAll(async () => {
  const prefs = await fetchOrderPrefs(server.baseUrl);
  const payload = pujaOrderPayload(prefs, { people: 2 });
  const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, payload);
  orderNumber = ((await response.json()) as { orderNumber: string }).orderNumber;
  const [m, d, y] = payload.pujaOrderLineitems[0]!.requestedPujaDate.split('/');
  isoDate = `${y}-${m}-${d}`;
});

describe('the roster', () => {
  it('lists each person of a paid order on the puja date with birth details', async () => {
    const entries = await rosterFor(server.database.db, isoDate);
    const mine = entries.filter((entry) => entry.orderNumber === orderNumber);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine[0]).toMatchObject({
      name: 'Person1 Menon',
      birthStar: 'Rohini',
      birthDate: '07/04/1985',
      birthTime: '07:05 PM',
      birthPlace: 'Kochi',
    });
    const csv = rosterCsv(mine);
    expect(csv.split('\r\n')[0]).toBe(
      'Puja,Name,Birth star,Birth date,Birth time,Birth place,Passing (departed),Notes,Order',
    );
    expect(csv).toContain(`Person1 Menon,Rohini,07/04/1985,07:05 PM,Kochi,,,${orderNumber}`);
  });

  it('is printed by the CLI, and --order prints one order as JSON', () => {
    const env = {
      ...process.env,
      // The sandbox: the tests' clock (TEST_CLOCK_OFFSET_MS) is a hook of the sandbox only.
      PAYMENT_ENV: 'sandbox',
      ...testClockEnv(),
      DATABASE_URL: server.database.url,
    };
    const csv = execFileSync(
      process.execPath,
      [...nodeArgsFor('server/cli/orders.ts'), '--date', isoDate, '--csv'],
      { env, encoding: 'utf8' },
    );
    expect(csv).toContain(orderNumber);
    const json = JSON.parse(
      execFileSync(
        process.execPath,
        [...nodeArgsFor('server/cli/orders.ts'), '--order', orderNumber],
        { env, encoding: 'utf8' },
      ),
    ) as {
      status: string;
      total: number;
      lineItems: unknown[];
      addresses: Record<string, unknown>;
    };
    expect(json.status).toBe('PAID');
    // All five line items are stored as sent: the two filled ones, then three blanks.
    expect(json.lineItems).toHaveLength(5);
    expect(Object.keys(json.addresses).sort()).toEqual(['BILLING', 'SHIPPING']);
    expect(json.total).toBeGreaterThan(0);
  });
});
