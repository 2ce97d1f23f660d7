/** The server's configuration as the code reads it (built from the environment by ./env-schema). */
import type { EnvironmentName } from '../../domain/environments';
import type { RetentionSchedule } from '../../domain/privacy/retention';

export interface ServerConfig {
  port: number;
  host: string;
  environment: EnvironmentName;
  /** `sqlite:<path>` or a `postgres://` URL. */
  databaseUrl: string;
  /** The built site (vite build output). */
  staticDir: string;
  /** Serve the built site too (SERVE_SITE=false: the API alone, as `npm run dev` runs it). */
  serveSite: boolean;
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
  /** Days a My order link opens its page, counted from when it was mailed (MY_ORDER_LINK_DAYS). */
  myOrderLinkDays: number;
}

export type TrustProxy = false | number | string[];

/** Socket timeouts of the HTTP server (docs/configuration.md). */
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
