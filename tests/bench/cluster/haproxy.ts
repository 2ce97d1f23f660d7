/**
 * HAProxy (Debian's package) in front of the cluster bench's servers: the
 * configuration, written at run time, and the balancer as a child process with
 * an admin socket that says which servers it holds up or down.
 *
 * Retries (decision 0160): a request whose connection to a server failed never
 * reached it and is retried on another (`retry-on conn-failure`, `option
 * redispatch`). A request that reached a server which then died (`empty-response`)
 * is retried only when it is a GET/HEAD or carries an Idempotency-Key: the
 * server answers a repeated key with the first answer and charges at most once,
 * also on another server (server/http/idempotency.ts). Any other POST is not
 * retried by the balancer: the client sees 502 and decides.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';

export const INSTALL_HINT =
  'HAProxy is not installed. On Debian or Ubuntu: sudo apt-get install -y --no-install-recommends haproxy';

/** The installed HAProxy's version line, or null when there is none. */
export function haproxyVersion(): string | null {
  const probe = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return null;
  return probe.stdout.split('\n')[0]?.trim() ?? null;
}

export interface BalancerPlan {
  port: number;
  servers: { name: string; port: number }[];
  healthPath: string;
  socket: string;
}

/**
 * Health checks every 300 ms, two failures take a server out of rotation (a
 * killed one is out within about 0.6 s; until then its connections are refused
 * and retried elsewhere), two successes bring it back.
 */
export function haproxyConfig(plan: BalancerPlan): string {
  const servers = plan.servers
    .map((server) => `  server ${server.name} 127.0.0.1:${server.port}`)
    .join('\n');
  return `global
  maxconn 1024
  stats socket ${plan.socket} mode 600 level admin

defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout check 1s
  # A retry needs the whole request in hand (our bodies are a few kB).
  option http-buffer-request
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend site
  bind 127.0.0.1:${plan.port}
  option forwardfor
  default_backend servers

backend servers
  balance roundrobin
  option httpchk GET ${plan.healthPath}
  http-check expect status 200
  # Only a connection failure is retried for a write without an Idempotency-Key.
  http-request disable-l7-retry if !METH_GET !{ req.hdr(idempotency-key) -m found }
  default-server check inter 300ms fall 2 rise 2
${servers}
`;
}

export interface Balancer {
  child: ChildProcess;
  stats(): Promise<BalancerStats>;
  stop(): Promise<void>;
}

function askSocket(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket);
    let answer = '';
    connection.on('data', (chunk) => (answer += chunk.toString('utf8')));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
    connection.write(`${command}\n`);
  });
}

export interface BalancerStats {
  /** Each server's state: UP, DOWN, "UP 1/2", ... */
  servers: Record<string, string>;
  /** Requests sent again to a server (wretr) and sent to another one (wredis). */
  retries: number;
  redispatches: number;
}

async function statsOf(socket: string): Promise<BalancerStats> {
  const [header = '', ...rows] = (await askSocket(socket, 'show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const cell = (cells: string[], column: string) => cells[columns.indexOf(column)] ?? '';
  const stats: BalancerStats = { servers: {}, retries: 0, redispatches: 0 };
  for (const cells of rows.map((row) => row.split(','))) {
    if (cell(cells, 'pxname') !== 'servers') continue;
    const name = cell(cells, 'svname');
    if (name === 'BACKEND') {
      stats.retries = Number(cell(cells, 'wretr'));
      stats.redispatches = Number(cell(cells, 'wredis'));
    } else if (name !== 'FRONTEND') {
      stats.servers[name] = cell(cells, 'status');
    }
  }
  return stats;
}

/** Writes the configuration into `dir`, checks it with `haproxy -c` and starts HAProxy. */
export async function startBalancer(dir: string, plan: BalancerPlan): Promise<Balancer> {
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(plan));
  const check = spawnSync('haproxy', ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c refused the configuration:\n${check.stderr}`);
  // -db: stay in the foreground, so that killing this child stops HAProxy.
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const balancer: Balancer = {
    child,
    stats: () => statsOf(plan.socket),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  // Ready when its socket answers and it has seen every server up (bounded: 100 × 100 ms).
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${stderr}`);
    const stats = await statsOf(plan.socket).catch(() => null);
    const values = Object.values(stats?.servers ?? {});
    if (values.length === plan.servers.length && values.every((state) => state === 'UP')) {
      return balancer;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await balancer.stop();
  throw new Error(`haproxy did not see every server up: ${stderr}`);
}
