/**
 * The cluster bench's rate-limit check: one client address asks Find my order
 * three times its limit at once, a third of the asks sent to each server
 * (straight to it, with the X-Forwarded-For the balancer would add, so that
 * which server answers is known). The counts live in the one database
 * (server/http/rate-limit-store.ts), so the three together accept exactly one
 * server's limit and refuse the rest with 429; counted apart, each would
 * accept its own limit.
 */
import { MY_ORDER_API } from '../../../domain/my-order';

/** From no visitor's range (tests/bench/cluster/visitors.ts gives 10.x.y.z). */
const CLIENT = '192.0.2.99';

export interface FindLimitRun {
  limit: number;
  /** Answers by status, per server name. */
  byServer: Record<string, Record<number, number>>;
  accepted: number;
  refused: number;
}

export async function askFindAcrossServers(
  servers: { name: string; baseUrl: string }[],
  limit: number,
): Promise<FindLimitRun> {
  const asks = Array.from({ length: servers.length * limit }, async (_, i) => {
    const server = servers[i % servers.length]!;
    const response = await fetch(`${server.baseUrl}${MY_ORDER_API.find}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT },
      // A number of its own each time: only the client's limit can refuse it.
      body: JSON.stringify({ orderNumber: `LIMIT${i}`, email: 'find-limit@example.org' }),
    });
    await response.arrayBuffer();
    return { name: server.name, status: response.status };
  });
  const byServer: FindLimitRun['byServer'] = {};
  for (const { name, status } of await Promise.all(asks)) {
    const counts = (byServer[name] ??= {});
    counts[status] = (counts[status] ?? 0) + 1;
  }
  const total = (status: number) =>
    Object.values(byServer).reduce((sum, counts) => sum + (counts[status] ?? 0), 0);
  return { limit, byServer, accepted: total(202), refused: total(429) };
}

export function findLimitLine(run: FindLimitRun): string {
  const servers = Object.entries(run.byServer)
    .map(
      ([name, counts]) =>
        `${name} ${Object.entries(counts)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')}`,
    )
    .join('; ');
  return `${run.accepted} accepted (202), ${run.refused} refused (429) of ${Object.keys(run.byServer).length * run.limit} asks, limit ${run.limit} a minute; ${servers}`;
}

export function findLimitFailures(run: FindLimitRun): string[] {
  const asked = Object.keys(run.byServer).length * run.limit;
  const failures: string[] = [];
  if (run.accepted !== run.limit) {
    failures.push(`Find my order accepted ${run.accepted} asks of one client, not ${run.limit}`);
  }
  if (run.refused !== asked - run.limit) {
    failures.push(`Find my order refused ${run.refused} asks with 429, not ${asked - run.limit}`);
  }
  return failures;
}
