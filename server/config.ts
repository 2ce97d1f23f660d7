/** Server configuration, read once from the environment. */
import path from 'node:path';
import { ENVIRONMENT_NAMES, type EnvironmentName } from '../domain/environments';
import { DEFAULT_RETENTION, type RetentionSchedule } from '../domain/privacy/retention';

export interface ServerConfig {
  port: number;
  host: string;
  environment: EnvironmentName;
  /** `sqlite:<path>` or a `postgres://` URL. */
  databaseUrl: string;
  /** The built site (vite build output). */
  staticDir: string;
  /** Where .eml files go when no SMTP_URL is set. */
  outboxDir: string;
  smtpUrl: string | undefined;
  /** The From address of confirmation mail. */
  mailFrom: string;
  /** Absolute origin used in emails and payment return links. */
  publicUrl: string;
  anet: {
    apiLoginId: string;
    transactionKey: string;
    clientKey: string;
    signatureKey: string;
    /** Overrides the environment's gateway endpoint (tests point it at a fault proxy). */
    apiUrl: string | undefined;
    timeoutMs: number;
  };
  logLevel: string;
  /**
   * Test hook, sandbox only (TEST_CLOCK_OFFSET_MS): how far ahead of (or behind) real
   * time the server's clock (`deps.now`) runs. `TEST_NOW` runs every test at an instant
   * through it (tests/test-support/test-clock.ts); the crash tests start a second server
   * past the leases and charge deadlines the killed one left behind.
   */
  clockOffsetMs: number;
  /** Write-endpoint rate limit per client per minute, per route. */
  writeRateLimit: number;
  /** Write requests per minute per client over all write routes together. */
  writeBudget: number;
  /**
   * The Authorize.net webhook's own limit per minute (all senders together):
   * outside the visitors' write budget, since the gateway delivers from few addresses.
   */
  webhookRateLimit: number;
  /**
   * Birth-star and place searches per minute per client address, both together
   * (each costs about 80 ms of CPU).
   */
  searchRateLimit: number;
  /**
   * Which proxies may set X-Forwarded-For (the client address behind rate limits and logs):
   * false (none, the default), a hop count, or a list of proxy addresses and CIDRs.
   */
  trustProxy: TrustProxy;
  timeouts: ServerTimeouts;
  /** The bearer token GET /metrics asks for; unset, /metrics answers 404. */
  metricsToken: string | undefined;
  /** Where the backups are written: /metrics reports the newest one's age. */
  backupDir: string | undefined;
  /** How long each kind of personal data is kept (RETENTION_* variables; docs/privacy-data.md). */
  retention: RetentionSchedule;
  /** How often a server runs the retention job; 0 leaves it to `npm run retention` (cron). */
  retentionEveryMinutes: number;
}

export type TrustProxy = false | number | string[];

/** Socket timeouts of the HTTP server (README "Configuration"). */
export interface ServerTimeouts {
  /** The whole request (headers and body) must arrive within this. */
  requestMs: number;
  /** The headers must arrive within this. */
  headersMs: number;
  /** An idle keep-alive socket is closed after this. */
  keepAliveMs: number;
  /** A socket with no traffic either way is closed after this (longer than any handler). */
  connectionMs: number;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6 = /^[0-9a-f.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;

/**
 * TRUST_PROXY names the proxies in front of the server: a hop count (`1` = one load balancer)
 * or addresses/CIDRs (`10.0.0.5,10.1.0.0/16`, also `loopback`). `true` is refused: trusting
 * every hop lets a client pick its own address by sending X-Forwarded-For.
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter(
    (entry) => !PROXY_NAMES.has(entry) && !IPV4.test(entry) && !IPV6.test(entry),
  );
  if (text === 'true' || bad.length > 0) {
    throw new Error(
      `TRUST_PROXY must name the proxies: a hop count (e.g. 1) or addresses/CIDRs (e.g. 10.0.0.5,10.1.0.0/16), not "${text}"`,
    );
  }
  return entries;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, not "${raw}"`);
  }
  return value;
}

function timeoutsFromEnv(env: NodeJS.ProcessEnv, gatewayTimeoutMs: number): ServerTimeouts {
  const requestMs = positiveNumber(env, 'REQUEST_TIMEOUT_MS', 30_000);
  return {
    requestMs,
    // Node requires headersTimeout <= requestTimeout.
    headersMs: Math.min(positiveNumber(env, 'HEADERS_TIMEOUT_MS', 10_000), requestMs),
    keepAliveMs: positiveNumber(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000),
    // An order may wait twice the gateway timeout for a duplicate (server/orders/routes.ts).
    connectionMs: positiveNumber(env, 'CONNECTION_TIMEOUT_MS', 2 * gatewayTimeoutMs + 20_000),
  };
}

/** The Authorize.net credentials production cannot run without (checked by server/main.ts). */
export const REQUIRED_PRODUCTION_CREDENTIALS = [
  'ANET_API_LOGIN_ID',
  'ANET_TRANSACTION_KEY',
  'ANET_CLIENT_KEY',
  'ANET_SIGNATURE_KEY',
] as const;

/** Throws one message naming every missing credential when production lacks any. */
export function assertStartable(config: ServerConfig): void {
  if (config.environment !== 'production') return;
  const values: Record<(typeof REQUIRED_PRODUCTION_CREDENTIALS)[number], string> = {
    ANET_API_LOGIN_ID: config.anet.apiLoginId,
    ANET_TRANSACTION_KEY: config.anet.transactionKey,
    ANET_CLIENT_KEY: config.anet.clientKey,
    ANET_SIGNATURE_KEY: config.anet.signatureKey,
  };
  const missing = REQUIRED_PRODUCTION_CREDENTIALS.filter((name) => !values[name]);
  if (missing.length > 0) {
    throw new Error(
      `Production needs Authorize.net credentials; missing ${missing.join(', ')}. Set them, or PAYMENT_ENV=sandbox to run without a card network.`,
    );
  }
}

function environmentFromEnv(value: string | undefined): EnvironmentName {
  if (!value) return 'production';
  if ((ENVIRONMENT_NAMES as readonly string[]).includes(value)) return value as EnvironmentName;
  throw new Error(`PAYMENT_ENV must be one of ${ENVIRONMENT_NAMES.join(', ')}, not "${value}"`);
}

/**
 * The From of every mail. Real mail (SMTP outside the sandbox) must name the
 * temple's own sender; otherwise a sample sender on a reserved domain is used.
 */
function mailFromEnv(env: NodeJS.ProcessEnv, sandbox: boolean): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  if (env.SMTP_URL && !sandbox) {
    throw new Error(
      'MAIL_FROM must be set when SMTP_URL is (e.g. "Temple office <office@your-temple.org>")',
    );
  }
  return 'Amrita Puja (sample sender) <orders@example.org>';
}

function clockOffsetFromEnv(raw: string | undefined, sandbox: boolean): number {
  if (raw === undefined || raw === '') return 0;
  const offset = Number(raw);
  if (!sandbox) throw new Error('TEST_CLOCK_OFFSET_MS is a test hook of the sandbox only');
  // Negative too: TEST_NOW may name an instant in the past.
  if (!Number.isInteger(offset)) {
    throw new Error(`TEST_CLOCK_OFFSET_MS must be a whole number of milliseconds, not "${raw}"`);
  }
  return offset;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  }
  const root = process.cwd();
  const environment = environmentFromEnv(env.PAYMENT_ENV);
  const sandbox = environment === 'sandbox';
  const gatewayTimeoutMs = Number(env.ANET_TIMEOUT_MS ?? 20_000);
  const writeRateLimit = positiveNumber(env, 'WRITE_RATE_LIMIT', 30);
  return {
    port,
    // The sandbox answers test cards PAID: this machine only, unless HOST says otherwise.
    host: env.HOST ?? (sandbox ? '127.0.0.1' : '0.0.0.0'),
    environment,
    databaseUrl: env.DATABASE_URL ?? `sqlite:${path.join(root, 'data', 'puja.sqlite')}`,
    staticDir: path.resolve(root, env.STATIC_DIR ?? 'dist'),
    outboxDir: path.resolve(root, env.OUTBOX_DIR ?? path.join('data', 'outbox')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: mailFromEnv(env, sandbox),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    anet: {
      // The sandbox values are public test credentials of our own local gateway.
      apiLoginId: env.ANET_API_LOGIN_ID ?? (sandbox ? 'sandbox-login' : ''),
      transactionKey: env.ANET_TRANSACTION_KEY ?? (sandbox ? 'sandbox-transaction-key' : ''),
      clientKey: env.ANET_CLIENT_KEY ?? (sandbox ? 'sandbox-client-key' : ''),
      signatureKey: env.ANET_SIGNATURE_KEY ?? (sandbox ? 'sandbox-signature-key' : ''),
      apiUrl: env.ANET_API_URL || undefined,
      timeoutMs: gatewayTimeoutMs,
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    clockOffsetMs: clockOffsetFromEnv(env.TEST_CLOCK_OFFSET_MS, sandbox),
    writeRateLimit,
    // By default four routes' worth of writes in all.
    writeBudget: positiveNumber(env, 'WRITE_BUDGET', 4 * writeRateLimit),
    webhookRateLimit: positiveNumber(env, 'WEBHOOK_RATE_LIMIT', 600),
    searchRateLimit: positiveNumber(env, 'SEARCH_RATE_LIMIT', 30),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    timeouts: timeoutsFromEnv(env, gatewayTimeoutMs),
    metricsToken: metricsTokenFromEnv(env.METRICS_TOKEN),
    backupDir: env.BACKUP_DIR ? path.resolve(root, env.BACKUP_DIR) : undefined,
    retention: retentionFromEnv(env),
    retentionEveryMinutes: wholeNumber(env, 'RETENTION_EVERY_MINUTES', 60, 0),
  };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, least = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least) {
    throw new Error(`${name} must be a whole number of at least ${least}, not "${raw}"`);
  }
  return value;
}

const RETENTION_VARIABLES: Record<keyof RetentionSchedule, string> = {
  detailsMonths: 'RETENTION_DETAILS_MONTHS',
  clientAddressDays: 'RETENTION_CLIENT_ADDRESS_DAYS',
  lapsedHoldDays: 'RETENTION_LAPSED_HOLD_DAYS',
  mailBodyDays: 'RETENTION_MAIL_BODY_DAYS',
  sessionDays: 'RETENTION_SESSION_DAYS',
  receiptYears: 'RETENTION_RECEIPT_YEARS',
};

/** The retention schedule: each RETENTION_* variable overrides one default. */
export function retentionFromEnv(env: NodeJS.ProcessEnv): RetentionSchedule {
  const read = (key: keyof RetentionSchedule) =>
    wholeNumber(env, RETENTION_VARIABLES[key], DEFAULT_RETENTION[key]);
  return {
    detailsMonths: read('detailsMonths'),
    clientAddressDays: read('clientAddressDays'),
    lapsedHoldDays: read('lapsedHoldDays'),
    mailBodyDays: read('mailBodyDays'),
    sessionDays: read('sessionDays'),
    receiptYears: read('receiptYears'),
  };
}

function metricsTokenFromEnv(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters long');
  return raw;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** What the sandbox says on stderr as it starts, so nobody mistakes it for the real site. */
export function sandboxWarning(config: Pick<ServerConfig, 'environment' | 'host'>): string | null {
  if (config.environment !== 'sandbox') return null;
  const reach = LOOPBACK.has(config.host)
    ? `It listens on ${config.host} only (this machine); HOST opens it to others.`
    : `HOST=${config.host}: other machines can reach it. Never on a public network.`;
  return [
    '*** SANDBOX: no real payments ***',
    'PAYMENT_ENV=sandbox: the local gateway answers test cards PAID,',
    'and the public sandbox keys work its control routes (settle, review, send webhooks).',
    reach,
    'For the real site set PAYMENT_ENV=production and the Authorize.net keys.',
  ].join('\n');
}
