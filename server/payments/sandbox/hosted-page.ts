/**
 * The sandbox's stand-in for Accept Hosted: the browser posts the token from
 * getHostedPaymentPageRequest to SANDBOX_HOSTED_FORM_PATH and gets a plain,
 * accessible card form (no script); the card it posts back is checked with
 * Accept.js's rules and charged by the same sandbox decision as a nonce, and
 * the visitor continues to the return URL. The site learns of the payment as
 * it would from Authorize.net: by looking the invoice up (findByInvoice).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  normalizeCardNumber,
  parseMonth,
  parseYear,
  validateCardData,
} from '../../../domain/accept-js';
import { centsToAmount } from '../anet-format';
import { chargeCard, DEFAULT_DUPLICATE_WINDOW } from './card-charge';
import type { SandboxContext } from './handlers';
import type { HostedTokenRow } from './ledger';
import {
  SANDBOX_HOSTED_CSS_PATH,
  SANDBOX_HOSTED_FORM_PATH,
  SANDBOX_HOSTED_PAY_PATH,
} from './paths';
import { cardBrand, CVV_MISMATCH_CODE, isSandboxTestCard, SANDBOX_TEST_CARDS } from './test-cards';
import {
  renderHostedPage,
  renderHostedResult,
  HOSTED_CSS,
  type CardField,
  type FieldError,
} from './hosted-view';

export type Form = Record<string, string>;

/** The card fields of a posted form (a field not sent is empty). */
export function postedCard(form: Form): Record<CardField, string> {
  return {
    cardNumber: form.cardNumber ?? '',
    month: form.month ?? '',
    year: form.year ?? '',
    cardCode: form.cardCode ?? '',
    fullName: form.fullName ?? '',
    zip: form.zip ?? '',
  };
}

/** What Accept.js's rules refuse in the card, on the field it is about; null when it passes. */
export function cardProblem(values: Record<CardField, string>, now: Date): FieldError | null {
  const invalid = validateCardData(values, now);
  if (!invalid) return null;
  return { field: FIELD_OF_CODE[invalid.code] ?? 'cardNumber', message: invalid.text };
}

/** A page shown again never carries the card number or code back: they are typed again. */
export function retyped(values: Record<CardField, string>): Partial<Record<CardField, string>> {
  return { month: values.month, year: values.year, fullName: values.fullName, zip: values.zip };
}

export function safeUrl(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** Which form field an Accept.js code is about. */
export const FIELD_OF_CODE: Record<string, CardField> = {
  E_WC_05: 'cardNumber',
  E_WC_06: 'month',
  E_WC_07: 'year',
  E_WC_08: 'month',
  E_WC_15: 'cardCode',
  E_WC_16: 'zip',
  E_WC_17: 'fullName',
};

export async function registerHostedPage(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const usableToken = async (token: string) => {
      const row = token ? await ctx.ledger.getHostedToken(token) : undefined;
      if (!row) return { row: null, problem: 'This payment link is not valid.' };
      if (row.trans_id) return { row, problem: null };
      if (row.expires_at <= ctx.now().toISOString()) {
        return { row: null, problem: 'This payment session has expired. Please start again.' };
      }
      return { row, problem: null };
    };

    const pageFor = (token: string, row: HostedTokenRow) => ({
      token,
      amount: centsToAmount(row.amount_cents),
      invoiceNumber: row.invoice_number ?? '',
      description: row.description ?? '',
      cancelUrl: safeUrl(row.cancel_url),
      zip: (JSON.parse(row.bill_to ?? '{}') as { zip?: string }).zip ?? '',
    });

    const showForm = async (token: string, reply: FastifyReply) => {
      const { row, problem } = await usableToken(token);
      reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (!row)
        return reply.code(problem ? 400 : 404).send(
          renderHostedResult({
            title: 'Payment not available',
            message: problem ?? '',
            continueUrl: null,
          }),
        );
      if (row.trans_id) {
        return reply.send(
          renderHostedResult({
            title: 'This order is already paid',
            message: `Transaction ${row.trans_id}.`,
            continueUrl: safeUrl(row.return_url),
          }),
        );
      }
      return reply.send(renderHostedPage(pageFor(token, row), {}, []));
    };

    scope.post(SANDBOX_HOSTED_FORM_PATH, async (request, reply) =>
      showForm((request.body as Form | undefined)?.token ?? '', reply),
    );
    // POST only, as Accept Hosted: a token in a query string would end up in access logs.

    scope.post(SANDBOX_HOSTED_PAY_PATH, async (request, reply) => {
      const form = (request.body as Form | undefined) ?? {};
      const token = form.token ?? '';
      const { row } = await usableToken(token);
      reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (!row || row.trans_id) return showForm(token, reply);
      const now = ctx.now();
      const values = postedCard(form);
      const problem = cardProblem(values, now);
      if (problem) {
        return reply
          .code(400)
          .send(renderHostedPage(pageFor(token, row), retyped(values), [problem]));
      }
      const digits = normalizeCardNumber(values.cardNumber);
      const month = parseMonth(values.month) ?? 1;
      const year = parseYear(values.year) ?? 0;
      const billTo = JSON.parse(row.bill_to ?? '{}') as Record<string, string | undefined>;
      const outcome = await chargeCard(ctx.ledger, {
        refId: row.ref_id,
        amountCents: row.amount_cents,
        invoiceNumber: row.invoice_number,
        description: row.description,
        card: {
          brand: SANDBOX_TEST_CARDS[digits] ?? cardBrand(digits),
          last4: digits.slice(-4),
          expiration: `${String(month).padStart(2, '0')}${year}`,
          testCard: isSandboxTestCard(digits),
          cvvResult: values.cardCode === CVV_MISMATCH_CODE ? 'N' : 'M',
          zip: values.zip,
        },
        firstName: billTo.firstName ?? null,
        lastName: billTo.lastName ?? null,
        email: row.email,
        billZip: values.zip,
        duplicateWindowSeconds: DEFAULT_DUPLICATE_WINDOW,
        now,
      });
      const transId = outcome.response.transId ?? '';
      if (outcome.reason.responseCode !== '1') {
        const message = outcome.response.errors?.[0]?.errorText ?? 'The card was not accepted.';
        return reply
          .code(402)
          .send(
            renderHostedPage(pageFor(token, row), retyped(values), [
              { field: 'cardNumber', message },
            ]),
          );
      }
      await ctx.ledger.markHostedTokenPaid(token, transId);
      request.log.info(
        { invoiceNumber: row.invoice_number, transId },
        'sandbox hosted payment approved',
      );
      return reply.send(
        renderHostedResult({
          title: 'Payment approved',
          message: `Thank you. Your payment of $${centsToAmount(row.amount_cents)} was approved (transaction ${transId}).`,
          continueUrl: safeUrl(row.return_url),
        }),
      );
    });

    scope.get(SANDBOX_HOSTED_CSS_PATH, async (_request, reply) =>
      reply.header('Content-Type', 'text/css; charset=utf-8').send(HOSTED_CSS),
    );
  });
}
