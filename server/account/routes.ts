/**
 * The account's API (docs/api.md "The devotee's account"): sign-in and the
 * session (./sign-in-routes.ts), the orders paid with its address, and the
 * family: listed, added, changed and removed, each with the devotee's
 * consent, and offered from past orders. Every call but the link's two needs
 * the account's session (401 without it); every answer is private.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pathInLanguage } from '../../domain/languages';
import { myOrderPagePath } from '../../domain/my-order-paths';
import {
  ACCOUNT_API,
  FAMILY_MAX_PEOPLE,
  FAMILY_TEXT,
  accountOrdersAnswerSchema,
  asFamilyPersonInput,
  familyAnswerSchema,
  familyPersonAnswerSchema,
  familyPersonInputSchema,
  familyPersonProblems,
  familySuggestionsAnswerSchema,
} from '../../domain/account';
import { english, withValues } from '../../domain/message-text';
import type { ServerDeps } from '../deps';
import {
  ApiError,
  ERROR_ANSWERS,
  privateAnswer,
  typed,
  validationError,
  writeRateLimit,
} from '../http';
import {
  addFamilyPerson,
  countFamily,
  listFamily,
  removeFamilyPerson,
  updateFamilyPerson,
} from './family-store';
import { familySuggestions } from './family-suggestions';
import { accountOrders, accountOrderToken } from './orders';
import { requireAccount } from './session';
import { registerAccountSignInRoutes } from './sign-in-routes';

const idParams = z.object({ id: z.string().max(64) });
const orderParams = z.object({ orderNumber: z.string().max(64) });
const noPerson = () => new ApiError(404, 'NOT_FOUND', 'Your family has no such person');

export async function registerAccountRoutes(
  fastify: FastifyInstance,
  deps: ServerDeps,
): Promise<void> {
  registerAccountSignInRoutes(fastify, deps);
  const app = typed(fastify);
  const limited = writeRateLimit(deps.config);
  const signedIn = { onRequest: privateAnswer };

  /** The person of a body, or 400 naming each field at fault (domain/account/family-rules.ts). */
  const checked = (body: z.infer<typeof familyPersonInputSchema>) => {
    const input = asFamilyPersonInput(body);
    const problems = familyPersonProblems(input, deps.now().getTime());
    if (problems.length > 0) throw validationError(problems);
    return input;
  };

  app.get(
    ACCOUNT_API.orders,
    { ...signedIn, schema: { response: { 200: accountOrdersAnswerSchema, ...ERROR_ANSWERS } } },
    async (request) => {
      const { account } = await requireAccount(request, deps);
      return { orders: await accountOrders(deps.db, account.email) };
    },
  );

  app.get(
    `${ACCOUNT_API.orders}/:orderNumber/page`,
    {
      ...signedIn,
      schema: {
        params: orderParams,
        response: {
          303: z.null().meta({ description: 'To the order’s My order page' }),
          ...ERROR_ANSWERS,
        },
      },
    },
    async (request, reply) => {
      const { account } = await requireAccount(request, deps);
      const token = await accountOrderToken(
        deps.db,
        account.email,
        request.params.orderNumber,
        deps.now(),
      );
      if (!token) throw new ApiError(404, 'NOT_FOUND', 'Your account has no such order');
      reply.header('Referrer-Policy', 'no-referrer');
      return reply.redirect(pathInLanguage(myOrderPagePath(token), account.language), 303);
    },
  );

  app.get(
    ACCOUNT_API.family,
    { ...signedIn, schema: { response: { 200: familyAnswerSchema, ...ERROR_ANSWERS } } },
    async (request) => {
      const { id } = await requireAccount(request, deps);
      return { people: await listFamily(deps.db, id) };
    },
  );

  app.get(
    ACCOUNT_API.familySuggestions,
    { ...signedIn, schema: { response: { 200: familySuggestionsAnswerSchema, ...ERROR_ANSWERS } } },
    async (request) => {
      const { id, account } = await requireAccount(request, deps);
      const family = await listFamily(deps.db, id);
      return { suggestions: await familySuggestions(deps.db, account.email, family) };
    },
  );

  app.post(
    ACCOUNT_API.family,
    {
      ...limited,
      ...signedIn,
      schema: {
        body: familyPersonInputSchema,
        response: { 201: familyPersonAnswerSchema, ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      const { id } = await requireAccount(request, deps);
      const input = checked(request.body);
      if ((await countFamily(deps.db, id)) >= FAMILY_MAX_PEOPLE) {
        const text = withValues(FAMILY_TEXT.tooMany, { max: FAMILY_MAX_PEOPLE });
        throw new ApiError(409, 'FAMILY_FULL', english(text));
      }
      const person = await addFamilyPerson(deps.db, id, input, deps.now());
      return reply.code(201).send({ person });
    },
  );

  app.put(
    `${ACCOUNT_API.family}/:id`,
    {
      ...limited,
      ...signedIn,
      schema: {
        params: idParams,
        body: familyPersonInputSchema,
        response: { 200: familyPersonAnswerSchema, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const { id } = await requireAccount(request, deps);
      const input = checked(request.body);
      const person = await updateFamilyPerson(deps.db, id, request.params.id, input, deps.now());
      if (!person) throw noPerson();
      return { person };
    },
  );

  app.delete(
    `${ACCOUNT_API.family}/:id`,
    {
      ...limited,
      ...signedIn,
      schema: {
        params: idParams,
        response: { 200: z.object({ removed: z.literal(true) }), ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const { id } = await requireAccount(request, deps);
      if (!(await removeFamilyPerson(deps.db, id, request.params.id))) throw noPerson();
      return { removed: true as const };
    },
  );
}
