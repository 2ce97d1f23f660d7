/** Reads the environment through the schema into the ServerConfig the code uses. */
import path from 'node:path';
import type { z } from 'zod';
import type { RetentionSchedule } from '../../domain/privacy/retention';
import { ENV_FIELDS, envObject, type ParsedEnv } from './env-schema';
import { checkRules, CONFIG_RULES, PRODUCTION_RULES, RULE_ISSUE } from './rules';
import { SANDBOX_CREDENTIALS } from './sandbox-credentials';
import type { ServerConfig } from './server-config';
import { settingDocs } from './setting';

/** Rules run after a refused field too: one start names every problem. */
const always = { when: () => true };

/** Every configuration: the fields and the rules between them. */
export const configSchema = envObject.superRefine(checkRules(CONFIG_RULES), always);
/** What `npm run serve` starts with: the above and, in production, what is not real refused. */
export const startableConfigSchema = configSchema.superRefine(checkRules(PRODUCTION_RULES), always);

/** A configuration refused: every problem, one per line of the message. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

function isSecret(name: string): boolean {
  const field = ENV_FIELDS[name as keyof typeof ENV_FIELDS];
  return !field || settingDocs.get(field)?.secret === true;
}

/** "NAME says what is wrong, not "value"" (the value left out for secrets and rule refusals). */
function describeIssue(issue: z.core.$ZodIssue, env: NodeJS.ProcessEnv): string {
  const name = issue.path[0];
  if (typeof name !== 'string') return issue.message;
  const raw = env[name];
  const fromRule = issue.code === 'custom' && issue.params?.[RULE_ISSUE] === true;
  const echo = raw !== undefined && raw !== '' && !fromRule && !isSecret(name);
  return `${name} ${issue.message}${echo ? `, not "${raw}"` : ''}`;
}

function parseWith<S extends z.ZodType<ParsedEnv, unknown>>(
  schema: S,
  env: NodeJS.ProcessEnv,
): ParsedEnv {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => describeIssue(issue, env)));
}

/** The configuration in `env`; throws a ConfigError naming every bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return toServerConfig(parseWith(configSchema, env));
}

/** loadConfig, and in production also refuses what is not real (the production rules). */
export function loadStartableConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return toServerConfig(parseWith(startableConfigSchema, env));
}

/** The settings' values where they depend on each other or on the working directory. */
export function toServerConfig(env: ParsedEnv): ServerConfig {
  const root = process.cwd();
  const sandbox = env.PAYMENT_ENV === 'sandbox';
  // The sandbox values are public test credentials of our own local gateway.
  const credential = (name: keyof typeof SANDBOX_CREDENTIALS) =>
    env[name] ?? (sandbox ? SANDBOX_CREDENTIALS[name] : '');
  const requestMs = env.REQUEST_TIMEOUT_MS;
  return {
    port: env.PORT,
    // The sandbox answers test cards PAID: this machine only, unless HOST says otherwise.
    host: env.HOST ?? (sandbox ? '127.0.0.1' : '0.0.0.0'),
    environment: env.PAYMENT_ENV,
    databaseUrl: env.DATABASE_URL ?? `sqlite:${path.join(root, 'data', 'puja.sqlite')}`,
    staticDir: path.resolve(root, env.STATIC_DIR),
    serveSite: env.SERVE_SITE,
    outboxDir: path.resolve(root, env.OUTBOX_DIR),
    smtpUrl: env.SMTP_URL,
    // Real mail names the temple's own sender (a rule); else a sample on a reserved domain.
    mailFrom: env.MAIL_FROM ?? 'Amrita Puja (sample sender) <orders@example.org>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    anet: {
      apiLoginId: credential('ANET_API_LOGIN_ID'),
      transactionKey: credential('ANET_TRANSACTION_KEY'),
      clientKey: credential('ANET_CLIENT_KEY'),
      signatureKey: credential('ANET_SIGNATURE_KEY'),
      apiUrl: env.ANET_API_URL,
      timeoutMs: env.ANET_TIMEOUT_MS,
    },
    logLevel: env.LOG_LEVEL,
    clockOffsetMs: env.TEST_CLOCK_OFFSET_MS ?? 0,
    writeRateLimit: env.WRITE_RATE_LIMIT,
    // By default four routes' worth of writes in all.
    writeBudget: env.WRITE_BUDGET ?? 4 * env.WRITE_RATE_LIMIT,
    webhookRateLimit: env.WEBHOOK_RATE_LIMIT,
    searchRateLimit: env.SEARCH_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY,
    timeouts: {
      requestMs,
      // Node requires headersTimeout <= requestTimeout.
      headersMs: Math.min(env.HEADERS_TIMEOUT_MS, requestMs),
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
      // An order may wait twice the gateway timeout for a duplicate (server/orders/routes.ts).
      connectionMs: env.CONNECTION_TIMEOUT_MS ?? 2 * env.ANET_TIMEOUT_MS + 20_000,
    },
    metricsToken: env.METRICS_TOKEN,
    backupDir: env.BACKUP_DIR ? path.resolve(root, env.BACKUP_DIR) : undefined,
    retention: retentionOf(env),
    retentionEveryMinutes: env.RETENTION_EVERY_MINUTES,
    myOrderLinkDays: env.MY_ORDER_LINK_DAYS,
  };
}

const retentionSchema = envObject.pick({
  RETENTION_DETAILS_MONTHS: true,
  RETENTION_CLIENT_ADDRESS_DAYS: true,
  RETENTION_LAPSED_HOLD_DAYS: true,
  RETENTION_MAIL_BODY_DAYS: true,
  RETENTION_SESSION_DAYS: true,
  RETENTION_RECEIPT_YEARS: true,
});

function retentionOf(env: z.output<typeof retentionSchema>): RetentionSchedule {
  return {
    detailsMonths: env.RETENTION_DETAILS_MONTHS,
    clientAddressDays: env.RETENTION_CLIENT_ADDRESS_DAYS,
    lapsedHoldDays: env.RETENTION_LAPSED_HOLD_DAYS,
    mailBodyDays: env.RETENTION_MAIL_BODY_DAYS,
    sessionDays: env.RETENTION_SESSION_DAYS,
    receiptYears: env.RETENTION_RECEIPT_YEARS,
  };
}

/** The retention schedule alone: each RETENTION_* variable overrides one default. */
export function retentionFromEnv(env: NodeJS.ProcessEnv): RetentionSchedule {
  const result = retentionSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => describeIssue(issue, env)));
  }
  return retentionOf(result.data);
}
