/**
 * An in-memory PaymentGateway for tests and the order bench: it records every
 * charge, approves by default, declines billing ZIP 46282 like the sandbox,
 * can be told to hang (the charge happens, the answer never comes), can hold
 * its answers until the test releases them (a barrier that orders a race), and
 * can be given the next charge's answer outright. The one fake gateway of the tests.
 */
import type {
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
  StoredCard,
  TransactionLookup,
} from '../payments/gateway';

export interface FakeGateway extends PaymentGateway {
  charges: ChargeRequest[];
  voided: string[];
  refunded: string[];
  /** 'approve' (default), 'hang' (charge recorded, no answer), 'throw' (network error). */
  mode: 'approve' | 'hang' | 'throw';
  /**
   * Holds every charge's answer until `release()` (the charge is recorded at
   * once); `charged` resolves when the first held charge has arrived.
   */
  hold(): { charged: Promise<void>; release(): void };
  /** The next charge's answer, given outright (the gateway keeps no record of that charge). */
  nextResult: ChargeResult | null;
  /** Customer profiles by id, each with its cards (a profile deleted is gone from here). */
  profiles: Map<string, StoredCard[]>;
}

export function createFakeGateway(): FakeGateway {
  const ledger = new Map<string, TransactionLookup>();
  let next = 60_000_000;
  let gate: Promise<void> | null = null;
  let arrived: (() => void) | null = null;
  const gateway: FakeGateway = {
    charges: [],
    voided: [],
    refunded: [],
    mode: 'approve',
    nextResult: null,
    profiles: new Map(),
    hold() {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      const charged = new Promise<void>((resolve) => (arrived = resolve));
      return {
        charged,
        release: () => {
          gate = null;
          release();
        },
      };
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      gateway.charges.push(request);
      const given = gateway.nextResult;
      gateway.nextResult = null;
      if (given) return given;
      if (gate) {
        arrived?.();
        await gate;
      }
      if (gateway.mode === 'throw') throw new Error('connect ECONNREFUSED');
      const transId = String(next++);
      const declined = request.billTo.zip === '46282';
      ledger.set(request.invoiceNumber, {
        transId,
        invoiceNumber: request.invoiceNumber,
        amountCents: request.amountCents,
        status: declined ? 'declined' : 'capturedPendingSettlement',
        approved: !declined,
      });
      if (gateway.mode === 'hang') return new Promise<ChargeResult>(() => {});
      if (declined) {
        return {
          outcome: 'DECLINED',
          code: '2',
          message: 'This transaction has been declined.',
          transId,
        };
      }
      return {
        outcome: 'APPROVED',
        transId,
        authCode: 'FAKE01',
        accountNumber: 'XXXX1111',
        accountType: 'Visa',
      };
    },
    async findByInvoice(invoiceNumber, amountCents) {
      const found = ledger.get(invoiceNumber);
      return found && found.amountCents === amountCents ? found : null;
    },
    async getTransaction(transId) {
      return [...ledger.values()].find((t) => t.transId === transId) ?? null;
    },
    async voidTransaction(transId) {
      gateway.voided.push(transId);
      return true;
    },
    async refundTransaction(request) {
      gateway.refunded.push(request.transId);
      return { outcome: 'REFUNDED', transId: String(next++) };
    },
    async checkTransactionDetailsAccess() {
      return null;
    },
    async createHostedPaymentToken(request) {
      return {
        token: `fake-token-${request.invoiceNumber}-${request.amountCents}`,
        formUrl: '/fake-form',
      };
    },
    async createProfileFromTransaction(request) {
      const found = [...ledger.values()].find((t) => t.transId === request.transId);
      if (!found?.approved) {
        return { outcome: 'REFUSED', code: 'E00040', message: 'The record cannot be found.' };
      }
      const id = String(next++);
      const card = {
        customerProfileId: id,
        paymentProfileId: String(next++),
        cardType: 'Visa',
        lastFour: '1111',
      };
      gateway.profiles.set(id, [card]);
      return { outcome: 'CREATED', card };
    },
    async getProfile(customerProfileId) {
      return gateway.profiles.get(customerProfileId) ?? null;
    },
    async createHostedProfileToken(request) {
      return { token: `fake-profile-token-${request.customerProfileId}`, formUrl: '/fake-profile' };
    },
    async deleteProfile(customerProfileId) {
      return gateway.profiles.delete(customerProfileId);
    },
  };
  return gateway;
}
