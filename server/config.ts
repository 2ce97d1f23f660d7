/** Server configuration, read once from the environment. */
import path from 'node:path';
import { ENVIRONMENT_NAMES, type EnvironmentName } from '../src/domain/environments';

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
  /** Write-endpoint rate limit per client per minute. */
  writeRateLimit: number;
  /**
   * Which proxies may set X-Forwarded-For (the client IP behind rate limits and logs):
   * TRUST_PROXY=true|false|<comma-separated IPs, CIDRs or loopback/linklocal/uniquelocal>.
   */
  trustProxy: boolean | string;
}

function trustProxyFromEnv(value: string | undefined): boolean | string {
  if (!value) return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  }
  const root = process.cwd();
  const environment = environmentFromEnv(env.PAYMENT_ENV);
  const sandbox = environment === 'sandbox';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
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
      timeoutMs: Number(env.ANET_TIMEOUT_MS ?? 20_000),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    writeRateLimit: Number(env.WRITE_RATE_LIMIT ?? 30),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
  };
}
