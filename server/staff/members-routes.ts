/** Admin only: the staff list, adding (a sign-in link is mailed), disabling; the audit log. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { boundedText, emailField } from '../../domain/bounded-text';
import { STAFF_API, STAFF_ROLES } from '../../domain/staff/roles';
import type { ServerDeps } from '../deps';
import { ApiError } from '../http';
import { parseRequestPart } from './route-params';
import { readAudit } from './audit';
import { actorOf, staffRoute } from './authorize';
import { addMember, createSignInLink, disableMember, listMembers } from './members';
import { queueSignInMail } from './sign-in-mail';

const addBody = z.object({
  email: emailField('Enter an email address'),
  name: boundedText(200).min(1, 'Enter a name'),
  role: z.enum(STAFF_ROLES, 'Choose a role'),
});
const disableBody = z.object({ email: emailField('Enter an email address') });
const auditQuery = z.object({
  before: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export function registerMemberRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const adminOnly = staffRoute([]);

  app.get(`${STAFF_API}/members`, adminOnly, async () => ({ members: await listMembers(deps.db) }));

  app.post(`${STAFF_API}/members`, adminOnly, async (request, reply) => {
    const input = parseRequestPart(addBody, request.body);
    const now = deps.now();
    const member = await addMember(deps.db, actorOf(request), input, now);
    const issue = { actor: actorOf(request), via: 'email' as const };
    const link = await createSignInLink(deps.db, member.id, deps.config.publicUrl, now, issue);
    await queueSignInMail(deps.db, member, link, now);
    return reply.code(201).send({ member });
  });

  app.post(`${STAFF_API}/members/disable`, adminOnly, async (request) => {
    const { email } = parseRequestPart(disableBody, request.body);
    if (email.toLowerCase() === actorOf(request).label) {
      throw new ApiError(409, 'CANNOT_DISABLE_SELF', 'You cannot disable your own account');
    }
    const done = await disableMember(deps.db, actorOf(request), email, deps.now());
    if (!done) throw new ApiError(404, 'NOT_FOUND', 'No staff member with that email');
    return { disabled: true };
  });

  app.get(`${STAFF_API}/audit`, adminOnly, async (request) => {
    const { limit, before } = parseRequestPart(auditQuery, request.query);
    return { entries: await readAudit(deps.db, { limit, ...(before && { before }) }) };
  });
}
