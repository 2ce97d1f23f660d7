/** A Fastify app with only the astrology routes, a test database, a fake gateway and a settable clock. */
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { loadConfig } from '../../config';
import { registerErrorHandler } from '../../http/errors';
import type { ChargeRequest, ChargeResult, PaymentGateway } from '../../payments/gateway';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { installStaffAuth } from '../../staff/authorize';
import { registerAstroRoutes } from '../routes';

export interface FakeGateway extends PaymentGateway {
  charges: ChargeRequest[];
  voided: string[];
  /** Overrides the next charge's answer. */
  nextResult: ChargeResult | null;
}

/** Approves every charge except billing ZIP 46282, like the sandbox. */
export function fakeGateway(): FakeGateway {
  let counter = 0;
  const gateway: FakeGateway = {
    charges: [],
    voided: [],
    nextResult: null,
    async charge(request) {
      gateway.charges.push(request);
      const next = gateway.nextResult;
      gateway.nextResult = null;
      if (next) return next;
      if (request.billTo.zip === '46282') {
        return { outcome: 'DECLINED', code: '2', message: 'This transaction has been declined.' };
      }
      counter += 1;
      return {
        outcome: 'APPROVED',
        transId: `T${counter}`,
        authCode: 'OK',
        accountNumber: 'XXXX1111',
        accountType: 'Visa',
      };
    },
    async findByInvoice() {
      return null;
    },
    async getTransaction() {
      return null;
    },
    async voidTransaction(transId) {
      gateway.voided.push(transId);
      return true;
    },
    async refundTransaction() {
      throw new Error('not used');
    },
    async checkTransactionDetailsAccess() {
      return null;
    },
    async createHostedPaymentToken() {
      throw new Error('not used');
    },
  };
  return gateway;
}

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
  const gateway = fakeGateway();
  const clock = { now: new Date(now) };
  const config = loadConfig({ PAYMENT_ENV: 'sandbox', PUBLIC_URL: 'https://puja.test' });
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  const deps = { config, db: database.db, payments: gateway, now: () => new Date(clock.now) };
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
