/**
 * The server's environment, one field per setting: its name, type, default and meaning.
 * docs/configuration.md is generated from this object (`npm run docs:config`). A default
 * that depends on another setting is computed in ./to-server-config and described here.
 */
import { z } from 'zod';
import { ENVIRONMENT_NAMES } from '../../domain/environments';
import { DEFAULT_RETENTION } from '../../domain/privacy/retention';
import {
  flag,
  oneOf,
  parsedText,
  port,
  positiveNumber,
  signedWholeNumber,
  text,
  textOr,
  optionalPositiveNumber,
  token,
  url,
  wholeNumber,
} from './setting';
import { parseTrustProxy, TRUST_PROXY_RULE } from './trust-proxy';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const site = 'Listening and the site' as const;
const payments = 'Payments' as const;
const mail = 'Mail' as const;
const limits = 'Rate limits' as const;
const timeouts = 'Timeouts' as const;
const monitoring = 'Monitoring and backups' as const;
const retention = 'Personal data retention' as const;

export const ENV_FIELDS = {
  PORT: port(
    { group: site, description: 'the TCP port the server listens on (0: any free one)' },
    8080,
  ),
  HOST: text({
    group: site,
    default: { computed: '`127.0.0.1` in the sandbox, else `0.0.0.0`' },
    description:
      'the address the server listens on; the sandbox warns at start that it is one. Production refuses every interface (`0.0.0.0`, `::`) without `TRUST_PROXY`',
  }),
  PUBLIC_URL: url({
    group: site,
    default: { computed: '`http://localhost:PORT`' },
    description:
      "the site's origin in emails, payment return links and the passkeys' relying party; production requires `https://`",
  }),
  TRUST_PROXY: parsedText(
    {
      group: site,
      default: { computed: 'unset: no proxy trusted' },
      description:
        'the proxies in front of the server: a hop count (`1` = one load balancer, only when the server is reachable through it alone) or their addresses/CIDRs (`10.0.0.5,10.1.0.0/16`, `loopback`). The rate limits and logs use the address the last trusted proxy saw; `true` is refused',
    },
    'hop count or proxy list',
    TRUST_PROXY_RULE,
    parseTrustProxy,
  ),
  DATABASE_URL: text({
    group: site,
    default: { computed: '`sqlite:data/puja.sqlite` in the working directory' },
    description: '`sqlite:<path>` or a `postgres://` URL',
    secret: true,
  }),
  STATIC_DIR: textOr('dist', { group: site, description: 'the built site the server hosts' }),
  SERVE_SITE: flag(
    {
      group: site,
      description: '`false` serves the API alone (what `npm run dev` does, Vite serving the site)',
    },
    true,
  ),
  LOG_LEVEL: oneOf(
    LOG_LEVELS,
    {
      group: site,
      description: 'pino log level (logs never contain card data or payment tokens)',
    },
    'info',
  ),

  PAYMENT_ENV: oneOf(
    ENVIRONMENT_NAMES,
    {
      group: payments,
      description:
        "`sandbox` (local gateway), `preview` (Authorize.net's sandbox), `production`. `npm start` sets `sandbox` unless told otherwise",
    },
    'production',
  ),
  ANET_API_LOGIN_ID: text({
    group: payments,
    default: { computed: 'the public sandbox value in `sandbox`' },
    description:
      'the Authorize.net API login ID; production refuses to start without it or with the sandbox value',
  }),
  ANET_TRANSACTION_KEY: text({
    group: payments,
    default: { computed: 'the public sandbox value in `sandbox`' },
    description:
      'the Authorize.net transaction key (never leaves the server); production refuses to start without it or with the sandbox value',
    secret: true,
  }),
  ANET_CLIENT_KEY: text({
    group: payments,
    default: { computed: 'the public sandbox value in `sandbox`' },
    description:
      'the Authorize.net public client key of the hosted form; production refuses to start without it or with the sandbox value',
  }),
  ANET_SIGNATURE_KEY: text({
    group: payments,
    default: { computed: 'the public sandbox value in `sandbox`' },
    description:
      "the Authorize.net signature key that checks webhooks' signatures (never leaves the server); production refuses to start without it or with the sandbox value",
    secret: true,
  }),
  ANET_API_URL: url({
    group: payments,
    default: { computed: 'by `PAYMENT_ENV`' },
    description: 'overrides the gateway endpoint (tests point it at a fault proxy)',
  }),
  ANET_TIMEOUT_MS: positiveNumber(
    {
      group: payments,
      description: 'how long a gateway call may take before the charge counts as unknown',
    },
    20_000,
  ),

  SMTP_URL: text({
    group: mail,
    default: { computed: 'unset: mail goes to `.eml` files in `OUTBOX_DIR`' },
    description:
      'send mail by SMTP (`smtps://user:password@host`); production refuses to start without it',
    secret: true,
  }),
  MAIL_FROM: text({
    group: mail,
    default: { computed: 'a sample sender at example.org' },
    description:
      'the sender of every mail (`Temple office <office@your-temple.org>`); required with `SMTP_URL` outside the sandbox',
  }),
  OUTBOX_DIR: textOr('data/outbox', {
    group: mail,
    description: 'where mail goes as `.eml` files when `SMTP_URL` is unset',
  }),

  WRITE_RATE_LIMIT: positiveNumber(
    {
      group: limits,
      description: 'write requests per minute per client address, on each write route',
    },
    30,
  ),
  WRITE_BUDGET: optionalPositiveNumber({
    group: limits,
    default: { computed: '4 × `WRITE_RATE_LIMIT`' },
    description: 'write requests per minute per client address over all write routes together',
  }),
  WEBHOOK_RATE_LIMIT: positiveNumber(
    {
      group: limits,
      description:
        "Authorize.net webhook deliveries per minute, all senders together (outside the visitors' budget); signed deliveries are counted, forged or unsigned ones have a bucket of their own per address",
    },
    600,
  ),
  SEARCH_RATE_LIMIT: positiveNumber(
    {
      group: limits,
      description: 'birth-star and place searches per minute per client address, both together',
    },
    30,
  ),

  REQUEST_TIMEOUT_MS: positiveNumber(
    {
      group: timeouts,
      description: "a request's headers and body must have arrived by then (408, socket closed)",
    },
    30_000,
  ),
  HEADERS_TIMEOUT_MS: positiveNumber(
    {
      group: timeouts,
      description:
        "a request's headers must have arrived by then (at most `REQUEST_TIMEOUT_MS`: a larger value is cut to it)",
    },
    10_000,
  ),
  KEEP_ALIVE_TIMEOUT_MS: positiveNumber(
    {
      group: timeouts,
      description:
        "an idle keep-alive socket is closed after this; behind a load balancer make it longer than the balancer's idle timeout",
    },
    5_000,
  ),
  CONNECTION_TIMEOUT_MS: optionalPositiveNumber({
    group: timeouts,
    default: { computed: '2 × `ANET_TIMEOUT_MS` + 20000' },
    description:
      'a socket with no traffic either way is closed after this (longer than any answer may take)',
  }),

  METRICS_TOKEN: token(
    {
      group: monitoring,
      default: { computed: 'unset: `/metrics` answers 404' },
      description:
        "the bearer token of `GET /metrics` (Prometheus' text format, [operations.md](operations.md#metrics)); a request without it or with another gets 401",
    },
    16,
  ),
  BACKUP_DIR: text({
    group: monitoring,
    description:
      'where the backups are written; `/metrics` reports the newest file\'s time (`puja_backup_newest_timestamp_seconds`) for the "backup older than a day" alert',
  }),

  RETENTION_DETAILS_MONTHS: wholeNumber(
    {
      group: retention,
      description:
        "months after an order's last puja date (a reading's date) after which names, birth and passing details, notes, questions, emails and addresses are erased ([privacy-data.md](privacy-data.md))",
    },
    DEFAULT_RETENTION.detailsMonths,
  ),
  RETENTION_CLIENT_ADDRESS_DAYS: wholeNumber(
    {
      group: retention,
      description: 'days a booking keeps the client address its hold was asked from',
    },
    DEFAULT_RETENTION.clientAddressDays,
  ),
  RETENTION_LAPSED_HOLD_DAYS: wholeNumber(
    {
      group: retention,
      description:
        'days after an unpaid hold lapsed before its people, email and question are erased',
    },
    DEFAULT_RETENTION.lapsedHoldDays,
  ),
  RETENTION_MAIL_BODY_DAYS: wholeNumber(
    {
      group: retention,
      description: 'days a sent (or given-up) mail keeps its recipient, bodies and `.eml` copy',
    },
    DEFAULT_RETENTION.mailBodyDays,
  ),
  RETENTION_SESSION_DAYS: wholeNumber(
    {
      group: retention,
      description:
        'days ended staff sessions, sign-in links, passkey challenges and idempotency answers are kept',
    },
    DEFAULT_RETENTION.sessionDays,
  ),
  RETENTION_RECEIPT_YEARS: wholeNumber(
    {
      group: retention,
      description:
        "years a receipt keeps the billing name and card's last four (amounts and dates stay as accounts)",
    },
    DEFAULT_RETENTION.receiptYears,
  ),
  RETENTION_EVERY_MINUTES: wholeNumber(
    {
      group: retention,
      description:
        'how often each server runs the retention job (one acts per run); 0 leaves it to `npm run retention` from cron',
    },
    60,
    0,
  ),
  MY_ORDER_LINK_DAYS: wholeNumber(
    {
      group: retention,
      description:
        'days a My order link opens its page after it was mailed; an order keeps its newest 3 links (Find my order mails a fresh one)',
    },
    90,
  ),

  TEST_CLOCK_OFFSET_MS: signedWholeNumber(
    {
      group: 'Tests',
      default: { computed: '`0`' },
      description:
        "moves the server's clock by this many milliseconds (negative: back); a test hook, refused outside the sandbox",
    },
    'must be a whole number of milliseconds',
  ),
};

/** The environment's fields as one object; the rules between fields are in ./rules. */
export const envObject = z.object(ENV_FIELDS);
export type ParsedEnv = z.output<typeof envObject>;
