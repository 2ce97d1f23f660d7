/**
 * The account's sign-in by mailed link, its session, sign-out, export and
 * deletion. Asking for a link answers the same (202, one body, no sooner than
 * ACCOUNT_ANSWER_FLOOR_MS) whatever the address, and mails any address its
 * link (decision 0189: the account is made on the link's first use), capped
 * per address; the address is never logged.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  ACCOUNT_API,
  ACCOUNT_LINK_MINUTES,
  ACCOUNT_SIGN_IN_ANSWER,
  accountAnswerSchema,
  accountDeletedSchema,
  accountDeleteRequestSchema,
  accountSignedOutSchema,
  accountSignInAnswerSchema,
  accountSignInCompleteSchema,
  accountSignInRequestSchema,
} from '../../domain/account';
import type { ServerDeps } from '../deps';
import {
  ApiError,
  ERROR_ANSWERS,
  noSoonerThan,
  privateAnswer,
  typed,
  writeRateLimit,
} from '../http';
import { deleteAccountOf, exportPerson } from '../privacy';
import { sameOrigin } from '../sign-in';
import {
  clearAccountCookies,
  readAccountSecret,
  requireAccount,
  setAccountCookies,
} from './session';
import { queueAccountSignInMail } from './sign-in-mail';
import {
  consumeAccountLink,
  countRecentAccountLinks,
  createAccountLink,
  endAccountSession,
  startAccountSession,
} from './sign-in-store';
import { z } from 'zod';

/** Links one address may be mailed within ACCOUNT_LINK_MINUTES; past it the answer is the same. */
export const LINKS_PER_ADDRESS = 5;
/** Every answer to a link request takes at least this long (a real one writes a link and a mail). */
export const ACCOUNT_ANSWER_FLOOR_MS = 250;

const linkInvalid = () =>
  new ApiError(400, 'LINK_INVALID', 'This sign-in link was used, has expired or is unknown', [
    { path: 'secret', message: 'Ask for a new sign-in link' },
  ]);

export function registerAccountSignInRoutes(fastify: FastifyInstance, deps: ServerDeps): void {
  const app = typed(fastify);
  const limited = writeRateLimit(deps.config);

  app.post(
    ACCOUNT_API.signIn,
    {
      ...limited,
      onRequest: privateAnswer,
      schema: {
        body: accountSignInRequestSchema,
        response: { 202: accountSignInAnswerSchema, ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      const { email, language } = request.body;
      await Promise.all([
        mailLink(deps, email, language, request.log),
        noSoonerThan(startedAt, ACCOUNT_ANSWER_FLOOR_MS),
      ]);
      return reply.code(202).send(ACCOUNT_SIGN_IN_ANSWER);
    },
  );

  app.post(
    ACCOUNT_API.complete,
    {
      ...limited,
      onRequest: privateAnswer,
      schema: {
        body: accountSignInCompleteSchema,
        response: { 200: accountAnswerSchema, ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      if (!sameOrigin(request, deps.config.publicUrl)) {
        throw new ApiError(403, 'FORBIDDEN_ORIGIN', 'Sign in from the temple’s site');
      }
      const now = deps.now();
      const signed = await consumeAccountLink(deps.db, request.body.secret, now);
      if (!signed) throw linkInvalid();
      setAccountCookies(reply, deps.config, await startAccountSession(deps.db, signed.id, now));
      return { account: signed.account };
    },
  );

  app.get(
    ACCOUNT_API.me,
    {
      onRequest: privateAnswer,
      schema: { response: { 200: accountAnswerSchema, ...ERROR_ANSWERS } },
    },
    async (request, reply) => {
      try {
        return { account: (await requireAccount(request, deps)).account };
      } catch (error) {
        // A session found over leaves no cookie that says "signed in".
        clearAccountCookies(reply, deps.config);
        throw error;
      }
    },
  );

  app.post(
    ACCOUNT_API.signOut,
    {
      ...limited,
      onRequest: privateAnswer,
      schema: { response: { 200: accountSignedOutSchema, ...ERROR_ANSWERS } },
    },
    async (request, reply) => {
      await requireAccount(request, deps);
      const secret = readAccountSecret(request, deps.config);
      if (secret) await endAccountSession(deps.db, secret, deps.now());
      clearAccountCookies(reply, deps.config);
      return { signedOut: true as const };
    },
  );

  app.get(
    ACCOUNT_API.export,
    {
      ...limited,
      onRequest: privateAnswer,
      schema: {
        response: {
          200: z.looseObject({ email: z.string() }).meta({
            description: 'Everything held under the address, as the privacy export makes it',
          }),
          ...ERROR_ANSWERS,
        },
      },
    },
    async (request) => {
      const { account } = await requireAccount(request, deps);
      return exportPerson(deps.db, account.email, deps.now());
    },
  );

  app.post(
    ACCOUNT_API.delete,
    {
      ...limited,
      onRequest: privateAnswer,
      schema: {
        body: accountDeleteRequestSchema,
        response: { 200: accountDeletedSchema, ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      const { account } = await requireAccount(request, deps);
      await deps.db.transaction().execute((trx) => deleteAccountOf(trx, account.email));
      clearAccountCookies(reply, deps.config);
      return { deleted: true as const };
    },
  );
}

/** Queues a link to `email` under its cap; whatever it finds or however it fails, says nothing. */
async function mailLink(
  deps: ServerDeps,
  email: string,
  language: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const now = deps.now();
    const since = new Date(now.getTime() - ACCOUNT_LINK_MINUTES * 60_000);
    if ((await countRecentAccountLinks(deps.db, email, since)) >= LINKS_PER_ADDRESS) return;
    await deps.db.transaction().execute(async (trx) => {
      const secret = await createAccountLink(trx, email, language, now);
      await queueAccountSignInMail(trx, { email: email.trim(), language }, secret, {
        publicUrl: deps.config.publicUrl,
        now,
      });
    });
  } catch (error) {
    log.error({ err: error }, 'an account sign-in link could not be issued');
  }
}
