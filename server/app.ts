/**
 * Builds the whole server: the API and the host of the built site, one origin.
 * `main.ts` starts it (with the background jobs); tests build it with their
 * own config, database, clock and, where needed, a fake payment gateway.
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { Kysely } from 'kysely';
import { registerAccountRoutes } from './account';
import { registerAstroRoutes } from './astro';
import { readTempleDetails, registerPrefsRoutes, seedCatalog, type PrefsCache } from './catalog';
import { EMPTY_ORDER_PREFS } from '../domain/prefs';
import { clockOf, type Clock, type Wait } from './clock';
import type { ServerConfig, TrustProxy } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import type { ServerDeps } from './deps';
import {
  answerClientError,
  censorLogValue,
  CENSORED_LOG_PATHS,
  errorBody,
  fromFrameworkError,
  recordRoutes,
  BODY_LIMITS,
  registerBodyLimits,
  registerErrorHandler,
  registerHealthRoute,
  registerJsonBodyParser,
  registerNulGuard,
  registerOpenApi,
  registerRouteSchemas,
  registerRateLimit,
  sendApiError,
  serializeRequest,
} from './http';
import { registerJyotishRoutes } from './jyotish';
import { createMailTransport, startOutboxWorker } from './mail';
import { registerMetrics, type ServerMetrics } from './metrics';
import { registerMyOrderRoutes } from './my-order';
import { registerOrderRoutes } from './orders';
import { registerPrasadRoutes } from './prasad';
import {
  createPaymentGateway,
  localGatewayUrl,
  registerPaymentRoutes,
  settleTransaction,
  startPaymentReconciliation,
  warnWhenTransactionDetailsOff,
  type PaymentGateway,
} from './payments';
import { PAYMENT_SUBJECTS } from './payment-subjects';
import {
  configuredRetention,
  registerPrivacyRoutes,
  runRetentionJob,
  startRetentionJob,
  type RetentionRun,
} from './privacy';
import { receiptPolicy, receiptRenderers, sampleReceiptsWarning } from './receipts';
import { hostSite, registerSecurityHeaders } from './site';
import { registerPhotoRoute } from './proof';
import { installStaffAuth, registerStaffRoutes } from './staff';
import { registerSacredYearRoutes, startReminderSweep, sweepReminders } from './sacred-year';

export interface BuildOptions {
  /** Serve the built site too (tests of the API alone leave it out). */
  withSite?: boolean;
  /** An open database (tests); otherwise config.databaseUrl is opened and closed with the app. */
  db?: Kysely<Database>;
  /** Replaces the Authorize.net client (tests with a fake gateway). */
  payments?: PaymentGateway;
  /** The clock (tests); otherwise the system's, shifted by config.clockOffsetMs in the sandbox. */
  now?: Clock;
  /** The timer of deliberate waits (tests advance their clock instead of sleeping). */
  wait?: Wait;
  /** Start the mail worker and the reconciliation timer (main.ts does). */
  backgroundJobs?: boolean;
  /** Where the JSON log lines go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: ServerDeps;
    prefsCache: PrefsCache;
    /** One run of the retention job (claimed, counted in /metrics, logged). */
    runRetention: () => Promise<RetentionRun>;
  }
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count trusts the last N addresses whatever
 * they are (Fastify itself refuses a bare number), so it suits only a server that is
 * reachable through its proxies alone; a list of addresses is checked hop by hop.
 */
function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

export async function buildServer(
  config: ServerConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const { timeouts } = config;
  // The client-error handler is given to Fastify before its logger exists.
  const logger: { current?: FastifyBaseLogger } = {};
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // URLs are logged without query values or booking codes (server/http/log-redaction.ts).
      serializers: { req: serializeRequest },
      redact: { paths: CENSORED_LOG_PATHS, censor: censorLogValue },
      ...(options.logStream && { stream: options.logStream }),
    },
    // Each route's own limit is set by registerBodyLimits (server/http/body-limits.ts).
    bodyLimit: BODY_LIMITS.form,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(config.trustProxy),
    // Slow or idle clients lose their socket (README "Configuration").
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.connectionMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // How often Node looks for requests past their header/request timeout.
      connectionsCheckingInterval: Math.max(
        25,
        Math.min(1_000, Math.floor(timeouts.headersMs / 4)),
      ),
    },
    // The router's own refusals (malformed %-escapes, over-long parameters) in our shape.
    frameworkErrors: (error, _request, reply) => sendApiError(reply, fromFrameworkError(error)),
    // Node's parser refusals (431, malformed HTTP, 408) in our shape too.
    clientErrorHandler: (error, socket) => answerClientError(error, socket, logger.current),
  });

  logger.current = app.log;
  recordRoutes(app);
  registerBodyLimits(app);
  registerRouteSchemas(app);

  const ownDb = !options.db;
  const db = options.db ?? openDatabase(config.databaseUrl).db;
  const now = options.now ?? clockOf(config);
  await migrateToLatest(db, now);
  await seedCatalog(db, now());
  // Known once deps exist; the gateway reports its calls to it from then on.
  const measured: { metrics?: ServerMetrics } = {};
  const payments =
    options.payments ??
    createPaymentGateway(config, {
      // The sandbox gateway lives on this server; its URL is known once it listens.
      sandboxUrl: () => localGatewayUrl(app),
      logger: app.log,
      observe: (call) => measured.metrics?.observeGateway(call),
      now,
    });
  const deps: ServerDeps = {
    config,
    db,
    payments,
    now,
    paymentSubjects: PAYMENT_SUBJECTS,
    ...(options.wait && { wait: options.wait }),
  };
  app.decorate('deps', deps);
  if (config.environment === 'production') {
    const sample = await sampleReceiptsWarning(db);
    if (sample) app.log.warn(sample);
  }

  // The API speaks JSON only: any other body type is refused with 400 VALIDATION.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  registerNulGuard(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config.environment);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerRateLimit(app, deps);
  await registerOpenApi(app);
  registerHealthRoute(app, deps);
  measured.metrics = registerMetrics(app, deps);
  // Before any route: staffRoute() records every staff route, whichever module adds it.
  installStaffAuth(app);

  app.decorate('prefsCache', await registerPrefsRoutes(app, deps));
  await registerOrderRoutes(app, deps);
  await registerMyOrderRoutes(app, deps);
  await registerAccountRoutes(app, deps);
  await registerPaymentRoutes(app, deps, {
    // A verified Authorize.net webhook settles its payment at once (reconciliation would later).
    onPaymentNotification: async (notification) => {
      const transId = notification.payload.id;
      if (!transId) return;
      const invoiceNumber =
        notification.payload.invoiceNumber ?? notification.payload.merchantReferenceId;
      const { authAmount } = notification.payload;
      const outcome = await settleTransaction(
        deps,
        { transId, eventType: notification.eventType, invoiceNumber, authAmount },
        app.log,
      );
      app.log.info({ transId, outcome }, 'payment notification settled');
    },
  });
  await registerAstroRoutes(app, deps);
  await registerJyotishRoutes(app, config, now);
  await registerStaffRoutes(app, deps);
  registerPrivacyRoutes(app, deps);
  registerSacredYearRoutes(app, deps);
  // The retention job, counted and logged the same way from the timer and from tests.
  app.decorate('runRetention', async () => {
    const run = await runRetentionJob(configuredRetention(config, db, now)).catch(
      (error: unknown): RetentionRun => ({ outcome: 'failed', error }),
    );
    measured.metrics?.retentionRuns.inc({ outcome: run.outcome });
    if (run.outcome === 'failed') app.log.warn({ err: run.error }, 'retention run failed');
    if (run.outcome === 'done') app.log.info({ erased: run.counts }, 'retention run done');
    return run;
  });
  registerPhotoRoute(app, deps);
  registerPrasadRoutes(app, deps);
  if (options.withSite !== false) {
    await hostSite(app, {
      staticDir: config.staticDir,
      publicUrl: config.publicUrl,
      live: {
        now,
        // What a content page shows; a part that cannot be read is left out (and logged), as
        // the browser does when the API is unavailable: the page still answers.
        pageData: async (language) => {
          const [prefs, temple] = await Promise.all([
            app.prefsCache.orderPrefsValue(language).catch((error: unknown) => {
              app.log.warn({ err: error }, 'content page: the catalog could not be read');
              return EMPTY_ORDER_PREFS;
            }),
            readTempleDetails(db).catch((error: unknown) => {
              app.log.warn({ err: error }, 'content page: the temple details could not be read');
              return null;
            }),
          ]);
          return { prefs, temple, retention: config.retention };
        },
      },
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply
        .code(404)
        .send(
          errorBody('NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}`),
        ),
    );
  }

  // Each stop may return a promise: the retention job's waits for a run under way.
  const stops: (() => void | Promise<void>)[] = [];
  if (options.backgroundJobs) {
    const log = (details: object, message: string) => app.log.warn(details, message);
    const transport = createMailTransport(config);
    app.log.info(`mail goes to ${transport.describe()}`);
    stops.push(
      startOutboxWorker(db, transport, {
        from: config.mailFrom,
        now,
        log,
        renderers: receiptRenderers(db, now, receiptPolicy(config)),
      }),
    );
    stops.push(startPaymentReconciliation(deps, { log: app.log }));
    warnWhenTransactionDetailsOff(deps, app.log);
    // Keeps the catalog's computed and sample dates in the future on long-running servers.
    const reseed = setInterval(() => {
      seedCatalog(db, now())
        .then(() => app.prefsCache.invalidate())
        .catch((error: unknown) => log({ err: error }, 're-seeding dates failed'));
    }, 6 * 3_600_000);
    reseed.unref();
    stops.push(() => clearInterval(reseed));
    stops.push(
      startReminderSweep(
        () => sweepReminders(db, { now: now(), publicUrl: config.publicUrl }),
        log,
      ),
    );
    if (config.retentionEveryMinutes > 0) {
      stops.push(startRetentionJob(app.runRetention, config.retentionEveryMinutes * 60_000));
    }
  }
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
    if (ownDb) await db.destroy();
  });
  return app;
}
