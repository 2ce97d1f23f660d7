/**
 * `npm run bench -- cluster` (only when named; needs HAProxy and PostgreSQL's
 * binaries): three production-built servers (`node dist-server/server/main.js`)
 * on one throwaway PostgreSQL, behind HAProxy. Order visitors and booking
 * visitors (tests/bench/cluster/visitors.ts) drive it with autocannon; a third
 * of the way in one server is killed (SIGKILL) and the load goes on. Then it
 * prints orders/s, bookings/s, latencies, every answer by status, and what the
 * database says: every order answered 201 stored once and PAID, every paid
 * booking confirmed, no visitor's order or booking twice, at most one charge
 * per order or booking in the gateway's ledger. Before the load, one client
 * asks Find my order three times its limit, a third on each server: the three
 * must accept exactly one server's limit (tests/bench/cluster/find-limit.ts).
 * Any of those wrong: it fails.
 *
 * The gateway is the sandbox's (PAYMENT_ENV=sandbox): its ledger is a table in
 * the same database, so all three servers charge into one ledger. Settings:
 * BENCH_SECONDS (default 30), CLUSTER_PG_PORT (default a free port),
 * CLUSTER_DATABASE_URL (an existing, empty PostgreSQL database instead).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildServerEntries } from '../../scripts/build-server';
import { openDatabase } from '../../server/db/connect';
import { HEALTH_PATH } from '../../server/http/health';
import { fetchOrderPrefs } from '../../server/test-support/order-fixtures';
import { BUILD_ENV } from '../../server/test-support/server-build';
import {
  freePort,
  startServerProcess,
  type ServerProcess,
} from '../../server/test-support/server-process';
import { testNowMs } from '../test-support/test-clock';
import { auditCluster, auditFailures } from './cluster/audit';
import { askFindAcrossServers, findLimitFailures } from './cluster/find-limit';
import { haproxyVersion, INSTALL_HINT, startBalancer, type Balancer } from './cluster/haproxy';
import { reportTable } from './cluster/report';
import { freeSlots } from './cluster/slots';
import { bookingVisitors, orderVisitors, Tally } from './cluster/visitors';

/** Needs HAProxy and PostgreSQL: `npm run bench` alone skips it (tests/bench/run.ts). */
export const onlyWhenNamed = true;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ORDER_CONNECTIONS = 16;
const BOOKING_CONNECTIONS = 4;
/** Booking requests per second (three per booking): slots are few, as they are at a temple. */
const BOOKING_REQUESTS_PER_SECOND = 9;
const NAMES = ['s1', 's2', 's3'];
const KILLED = 's2';
/** The default limit per visitor and write route, a minute. */
const WRITE_RATE_LIMIT = 30;

function startPostgres(): { url: string; stop(): void } {
  if (process.env.CLUSTER_DATABASE_URL) {
    return { url: process.env.CLUSTER_DATABASE_URL, stop: () => {} };
  }
  const script = path.resolve('scripts/pg-throwaway.sh');
  const port = process.env.CLUSTER_PG_PORT;
  const out = execFileSync('bash', [script, 'start', ...(port ? [port] : [])], {
    encoding: 'utf8',
  });
  const [dir, url] = out.trim().split('\n');
  if (!dir || !url) throw new Error(`pg-throwaway.sh said: ${out}`);
  return { url, stop: () => execFileSync('bash', [script, 'stop', dir]) };
}

async function startServers(work: string, databaseUrl: string, balancerUrl: string) {
  const env = {
    OUTBOX_DIR: path.join(work, 'outbox'),
    PUBLIC_URL: balancerUrl,
    // The balancer is on loopback and names each visitor's address in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    // The default limit per visitor: each visitor has its own address.
    WRITE_RATE_LIMIT: String(WRITE_RATE_LIMIT),
    // Longer than HAProxy keeps an idle connection to a server (pool-purge-delay, 5 s).
    KEEP_ALIVE_TIMEOUT_MS: '20000',
    // The local sandbox gateway answers at once; a short timeout keeps the leases short.
    ANET_TIMEOUT_MS: '3000',
  };
  const start = async (name: string) => ({
    name,
    ...(await startServerProcess(await freePort(), databaseUrl, env)),
  });
  // The first one migrates the empty database; the other two find it done.
  const first = await start(NAMES[0]!);
  const rest = await Promise.all(NAMES.slice(1).map(start));
  return [first, ...rest];
}

async function stopServer(server: ServerProcess): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Kills `name` at `atMs` and measures how long HAProxy keeps it in rotation. */
async function killMidRun(
  servers: (ServerProcess & { name: string })[],
  balancer: Balancer,
  atMs: number,
): Promise<number | null> {
  await new Promise((resolve) => setTimeout(resolve, atMs));
  const victim = servers.find((server) => server.name === KILLED)!;
  const killedAt = performance.now();
  victim.child.kill('SIGKILL');
  // Watched every 50 ms for 5 s: the report gives how long it stayed in rotation.
  for (let i = 0; i < 100; i++) {
    const { servers: states } = await balancer.stats();
    if (states[KILLED]?.startsWith('DOWN')) return Math.round(performance.now() - killedAt);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

export default async function bench(): Promise<void> {
  const version = haproxyVersion();
  if (!version) throw new Error(INSTALL_HINT);
  const work = mkdtempSync(path.join(tmpdir(), 'puja-bench-cluster-'));
  const postgres = startPostgres();
  let servers: (ServerProcess & { name: string })[] = [];
  let balancer: Balancer | null = null;
  const buildBefore = process.env[BUILD_ENV];
  let build: string | null = null;
  try {
    // Inside the checkout, so that the build's imports of packages find node_modules.
    const cache = path.resolve('node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    build = mkdtempSync(path.join(cache, 'puja-bench-cluster-build-'));
    await buildServerEntries(build);
    process.env[BUILD_ENV] = build;
    const port = await freePort();
    const balancerUrl = `http://127.0.0.1:${port}`;
    servers = await startServers(work, postgres.url, balancerUrl);
    balancer = await startBalancer(work, {
      port,
      servers: servers.map((server) => ({
        name: server.name,
        port: Number(new URL(server.baseUrl).port),
      })),
      healthPath: HEALTH_PATH,
      socket: path.join(work, 'haproxy.sock'),
    });

    // While all three run: one client's Find my order, spread over them, counted as one.
    const findLimit = await askFindAcrossServers(servers, WRITE_RATE_LIMIT);
    const prefs = await fetchOrderPrefs(balancerUrl);
    const slots = await freeSlots(balancerUrl, testNowMs());
    // Each booking visitor takes one slot, and the first request of a sequence must be sendable.
    const bookingRate = Math.min(BOOKING_REQUESTS_PER_SECOND, Math.floor(slots.length / SECONDS));
    if (bookingRate < 1) throw new Error(`only ${slots.length} free slots for ${SECONDS} s`);
    const tally = new Tally();
    const common = { url: balancerUrl, duration: SECONDS, timeout: 30 };
    const killAtSeconds = Math.round(SECONDS / 3);
    const [orders, bookings, outOfRotationMs] = await Promise.all([
      autocannon({
        ...common,
        connections: ORDER_CONNECTIONS,
        requests: orderVisitors(tally, prefs),
      }),
      autocannon({
        ...common,
        connections: BOOKING_CONNECTIONS,
        overallRate: bookingRate,
        requests: bookingVisitors(tally, slots),
      }),
      killMidRun(servers, balancer, killAtSeconds * 1000),
    ]);

    const balancerStats = await balancer.stats();
    // In-flight requests finish (SIGTERM lets them) before the database is read.
    await balancer.stop();
    await Promise.all(servers.map(stopServer));
    const { db } = openDatabase(postgres.url);
    try {
      const audit = await auditCluster(db, tally);
      console.log(
        reportTable(tally, audit, {
          seconds: SECONDS,
          connections: { orders: ORDER_CONNECTIONS, bookings: BOOKING_CONNECTIONS },
          killed: { name: KILLED, atSeconds: killAtSeconds, outOfRotationMs },
          haproxy: version,
          balancer: balancerStats,
          slots: slots.length,
          bookingRate,
          errors: orders.errors + bookings.errors,
          timeouts: orders.timeouts + bookings.timeouts,
          findLimit,
        }),
      );
      const failures = [...auditFailures(audit), ...findLimitFailures(findLimit)];
      if (tally.orders.size === 0) failures.push('no order was answered 201');
      if (failures.length > 0) throw new Error(failures.join('; '));
    } finally {
      await db.destroy();
    }
  } finally {
    await balancer?.stop();
    await Promise.all(servers.map(stopServer));
    postgres.stop();
    if (buildBefore === undefined) delete process.env[BUILD_ENV];
    else process.env[BUILD_ENV] = buildBefore;
    rmSync(work, { recursive: true, force: true });
    if (build) rmSync(build, { recursive: true, force: true });
  }
}
