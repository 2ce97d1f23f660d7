/**
 * The sandbox's stand-in for Accept Customer: the browser posts the token
 * from getHostedProfilePageRequest to SANDBOX_HOSTED_PROFILE_PATH and gets a
 * plain card form (no script); the card posted back is checked with
 * Accept.js's rules and replaces the one the profile keeps (brand, last four,
 * expiry and ZIP only, as the sandbox keeps every card). Nothing is charged
 * here: the next charge to the profile uses the new card. The visitor then
 * continues to hostedProfileReturnUrl. A token lasts 15 minutes and is good
 * for the profile it was made for only.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { normalizeCardNumber, parseMonth, parseYear } from '../../../domain/accept-js';
import type { SandboxContext } from './handlers';
import { cardProblem, postedCard, retyped, safeUrl, type Form } from './hosted-page';
import { renderHostedResult } from './hosted-view';
import { renderHostedProfilePage } from './hosted-profile-view';
import { SANDBOX_HOSTED_PROFILE_PATH, SANDBOX_HOSTED_PROFILE_SAVE_PATH } from './paths';
import type { ProfileTokenRow } from './profile-ledger';
import { cardBrand, isSandboxTestCard, SANDBOX_TEST_CARDS } from './test-cards';

export async function registerHostedProfilePage(
  app: FastifyInstance,
  ctx: SandboxContext,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const usableToken = async (token: string): Promise<ProfileTokenRow | string> => {
      const row = token ? await ctx.profiles.getToken(token) : undefined;
      if (!row || !(await ctx.profiles.getProfile(row.customer_profile_id))) {
        return 'This link to change the card is not valid.';
      }
      if (row.expires_at <= ctx.now().toISOString()) {
        return 'This session has expired. Please start again from the site.';
      }
      return row;
    };

    const html = (reply: FastifyReply) =>
      reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store');

    const refuse = (reply: FastifyReply, message: string) =>
      html(reply)
        .code(400)
        .send(renderHostedResult({ title: 'Card page not available', message, continueUrl: null }));

    const modelFor = async (token: string, row: ProfileTokenRow) => {
      const [card] = await ctx.profiles.paymentProfiles(row.customer_profile_id);
      return {
        token,
        current: card ? { brand: card.card_brand, last4: card.card_last4 } : null,
        returnUrl: safeUrl(row.return_url),
      };
    };

    // POST only, as Accept Customer: a token in a query string would end up in access logs.
    scope.post(SANDBOX_HOSTED_PROFILE_PATH, async (request, reply) => {
      const token = (request.body as Form | undefined)?.token ?? '';
      const row = await usableToken(token);
      if (typeof row === 'string') return refuse(reply, row);
      return html(reply).send(renderHostedProfilePage(await modelFor(token, row), {}, []));
    });

    scope.post(SANDBOX_HOSTED_PROFILE_SAVE_PATH, async (request, reply) => {
      const form = (request.body as Form | undefined) ?? {};
      const token = form.token ?? '';
      const row = await usableToken(token);
      if (typeof row === 'string') return refuse(reply, row);
      const values = postedCard(form);
      const now = ctx.now();
      const problem = cardProblem(values, now);
      if (problem) {
        return html(reply)
          .code(400)
          .send(renderHostedProfilePage(await modelFor(token, row), retyped(values), [problem]));
      }
      const digits = normalizeCardNumber(values.cardNumber);
      const month = String(parseMonth(values.month) ?? 1).padStart(2, '0');
      const card = {
        card_brand: SANDBOX_TEST_CARDS[digits] ?? cardBrand(digits),
        card_last4: digits.slice(-4),
        expiration: `${month}${parseYear(values.year) ?? 0}`,
        test_card: isSandboxTestCard(digits) ? 1 : 0,
        zip: values.zip,
      };
      const nowIso = now.toISOString();
      const [kept] = await ctx.profiles.paymentProfiles(row.customer_profile_id);
      if (kept) await ctx.profiles.replaceCard(kept.payment_profile_id, card, nowIso);
      else await ctx.profiles.addCard(row.customer_profile_id, card, nowIso);
      request.log.info(
        { customerProfileId: row.customer_profile_id },
        'sandbox hosted profile card saved',
      );
      return html(reply).send(
        renderHostedResult({
          title: 'Card saved',
          message: `The ${card.card_brand} card ending in ${card.card_last4} is now the kept card.`,
          continueUrl: safeUrl(row.return_url),
        }),
      );
    });
  });
}
