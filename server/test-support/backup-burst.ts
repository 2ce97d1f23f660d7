/**
 * The backup tests' scenario, for either engine: a server in its own process
 * takes a burst of paid orders; after the 12th 201 a backup begins (the orders
 * answered 201 by then are noted) while the burst goes on. The server is
 * stopped, the backup restored into a fresh database and a fresh server
 * started on it, and every noted order must be there, whole.
 */
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import { openDatabase } from '../db/connect';
import { HEALTH_PATH } from '../http/health';
import { fetchOrderPrefs, postJson, pujaOrderPayload, sandboxCardToken } from './order-fixtures';
import { freePort, startServerProcess, type ServerProcess } from './server-process';

export interface BackupWays {
  /** Takes the backup of `databaseUrl` while the server writes to it. */
  backup(databaseUrl: string): Promise<void>;
  /** Restores the backup into a fresh database and gives its URL. */
  restoreIntoFresh(): Promise<string>;
}

export interface BurstOutcome {
  /** Order numbers answered 201 before the backup began. */
  beforeBackup: string[];
  /** All order numbers answered 201. */
  answered: string[];
  /** Of beforeBackup, those the restored server's database holds, PAID with line items. */
  restoredWhole: string[];
  /** The restored server's health check. */
  restoredHealth: number;
}

export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

export async function burstWithBackup(
  databaseUrl: string,
  ways: BackupWays,
): Promise<BurstOutcome> {
  const first = await startServerProcess(await freePort(), databaseUrl);
  const answered: string[] = [];
  let beforeBackup: string[] = [];
  let backup: Promise<void> | undefined;
  try {
    const prefs = await fetchOrderPrefs(first.baseUrl);
    const tokens = await Promise.all(
      Array.from({ length: 48 }, () => sandboxCardToken(first.baseUrl)),
    );
    const queue = tokens.map((encoded, i) => ({ encoded, i }));
    const clients = Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const response = await postJson(
          first.baseUrl,
          ORDER_SUBMIT_PATHS.puja,
          pujaOrderPayload(prefs, { people: 1 + (next.i % 4), encoded: next.encoded }),
        );
        if (response.status !== 201) throw new Error(`order ${next.i}: ${response.status}`);
        answered.push(((await response.json()) as { orderNumber: string }).orderNumber);
        if (answered.length === 12 && !backup) {
          beforeBackup = [...answered];
          backup = ways.backup(databaseUrl);
        }
      }
    });
    await Promise.all(clients);
    await backup;
  } finally {
    await stopServer(first);
  }

  const restoredUrl = await ways.restoreIntoFresh();
  const second = await startServerProcess(await freePort(), restoredUrl);
  try {
    const restoredHealth = (await fetch(`${second.baseUrl}${HEALTH_PATH}`)).status;
    const { db } = openDatabase(restoredUrl);
    try {
      const rows = await db
        .selectFrom('orders')
        .innerJoin('order_line_items', 'order_line_items.order_number', 'orders.order_number')
        .select('orders.order_number')
        .where('orders.status', '=', 'PAID')
        .where('orders.order_number', 'in', beforeBackup)
        .groupBy('orders.order_number')
        .execute();
      return {
        beforeBackup,
        answered,
        restoredWhole: rows.map((row) => row.order_number).sort(),
        restoredHealth,
      };
    } finally {
      await db.destroy();
    }
  } finally {
    await stopServer(second);
  }
}
