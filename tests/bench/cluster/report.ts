/** The cluster bench's printed table. */
import type { Audit } from './audit';
import { findLimitLine, type FindLimitRun } from './find-limit';
import type { BalancerStats } from './haproxy';
import type { Step, Tally } from './visitors';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function latency(tally: Tally, step: Step): string {
  const sorted = [...tally.latencies[step]].sort((a, b) => a - b);
  const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);
  return `p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? NaN)}`;
}

function statuses(tally: Tally, step: Step): string {
  const entries = [...tally.statuses[step]].sort(([a], [b]) => a - b);
  return entries.map(([status, n]) => `${status}×${n}`).join(' ') || '—';
}

function nonSuccess(tally: Tally): string {
  const counts = new Map<number, number>();
  for (const step of Object.keys(tally.statuses) as Step[]) {
    for (const [status, n] of tally.statuses[step]) {
      if (status >= 300) counts.set(status, (counts.get(status) ?? 0) + n);
    }
  }
  return (
    [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ') || 'none'
  );
}

export interface RunFacts {
  seconds: number;
  connections: { orders: number; bookings: number };
  killed: { name: string; atSeconds: number; outOfRotationMs: number | null };
  haproxy: string;
  balancer: BalancerStats;
  slots: number;
  bookingRate: number;
  errors: number;
  timeouts: number;
  findLimit: FindLimitRun;
}

export function reportTable(tally: Tally, audit: Audit, facts: RunFacts): string {
  const rows: [string, string][] = [
    [
      'run',
      `${facts.seconds} s, ${facts.connections.orders} order + ${facts.connections.bookings} booking connections, 3 servers, ${facts.haproxy}`,
    ],
    [
      'server killed',
      `${facts.killed.name} (SIGKILL) at ${facts.killed.atSeconds} s; out of HAProxy's rotation after ${facts.killed.outOfRotationMs === null ? 'never' : `${facts.killed.outOfRotationMs} ms`}`,
    ],
    [
      'HAProxy',
      `retries ${facts.balancer.retries}, redispatches ${facts.balancer.redispatches}; at the end ${JSON.stringify(facts.balancer.servers)}`,
    ],
    ['Find my order, 1 client', findLimitLine(facts.findLimit)],
    ['orders/s (201)', (tally.orders.size / facts.seconds).toFixed(1)],
    ['order latency', latency(tally, 'order')],
    [
      'bookings/s (paid)',
      `${(tally.bookings.size / facts.seconds).toFixed(1)} (${facts.bookingRate} requests/s offered, ${facts.slots} free slots)`,
    ],
    ['hold latency', latency(tally, 'hold')],
    ['pay latency', latency(tally, 'pay')],
    ['token latency', latency(tally, 'token')],
    ['order answers', statuses(tally, 'order')],
    ['hold answers', statuses(tally, 'hold')],
    ['pay answers', statuses(tally, 'pay')],
    ['token answers', statuses(tally, 'token')],
    ['non-2xx by status', nonSuccess(tally)],
    ['sent again (bare 5xx, 409)', `${tally.resent}; visitors who gave up: ${tally.gaveUp}`],
    ['socket errors, timeouts', `${facts.errors}, ${facts.timeouts}`],
    ['orders answered 201', String(tally.orders.size)],
    ['  stored PAID, once', `${audit.ordersStored} (missing ${audit.ordersMissing.length})`],
    ['  visitors with 2+ orders', String(audit.ordersDoubled.length)],
    ['orders in the database', JSON.stringify(audit.ordersByStatus)],
    [
      '  never answered 201',
      `${Object.values(audit.ordersByStatus).reduce((a, b) => a + b, 0) - audit.ordersStored} (in flight when the load stopped or s2 died)`,
    ],
    ['bookings answered paid', String(tally.bookings.size)],
    ['  confirmed and PAID', `${audit.bookingsStored} (missing ${audit.bookingsMissing.length})`],
    ['  visitors with 2+ bookings', String(audit.bookingsDoubled.length)],
    [
      'charges per order/booking',
      `max ${audit.maxChargesPerSubject} over ${audit.chargedSubjects} charged (charged twice: ${audit.chargedTwice.length})`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n');
}
