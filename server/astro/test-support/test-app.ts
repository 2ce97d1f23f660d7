/** A Fastify app with only the astrology routes, a test database, a fake gateway and a settable clock. */
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { loadConfig } from '../../config';
import { registerErrorHandler } from '../../http/errors';
import { registerRouteSchemas } from '../../http/route-schemas';
import { createFakeGateway, type FakeGateway } from '../../test-support/fake-gateway';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { installStaffAuth } from '../../staff/authorize';
import { registerAstroRoutes } from '../routes';
import { PAYMENT_SUBJECTS } from '../../payment-subjects';

export interface AstroTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  gateway: FakeGateway;
  clock: { now: Date };
  config: ServerConfig;
  close(): Promise<void>;
}

export async function startAstroTestApp(now: string): Promise<AstroTestApp> {
  const database = await createTestDatabase();
  const gateway = createFakeGateway();
  const clock = { now: new Date(now) };
  const config = loadConfig({ PAYMENT_ENV: 'sandbox', PUBLIC_URL: 'https://puja.test' });
  const app = Fastify({ logger: false });
  registerRouteSchemas(app);
  registerErrorHandler(app);
  const deps = {
    config,
    db: database.db,
    payments: gateway,
    now: () => new Date(clock.now),
    paymentSubjects: PAYMENT_SUBJECTS,
  };
  // The astrologer's console routes sit beside the booking routes and need staff sign-in.
  app.decorate('deps', deps);
  installStaffAuth(app);
  await registerAstroRoutes(app, deps);
  await app.ready();
  return {
    app,
    database,
    gateway,
    clock,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
