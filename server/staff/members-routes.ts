/** Admin only: the staff list, adding (a sign-in link is mailed), disabling; the audit log. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STAFF_API, STAFF_ROLES } from '../../src/domain/staff/roles';
import type { ServerDeps } from '../deps';
import { ApiError, validationErrorFromIssues } from '../http';
import { readAudit } from './audit';
import { actorOf, staffRoute } from './authorize';
import { addMember, createSignInLink, disableMember, listMembers } from './members';
import { queueSignInMail } from './sign-in-mail';

const addBody = z.object({
  email: z.string().trim().email('Enter an email address').max(254),
  name: z.string().trim().min(1, 'Enter a name').max(200),
  role: z.enum(STAFF_ROLES, 'Choose a role'),
});
const disableBody = z.object({ email: z.string().trim().email('Enter an email address') });
const auditQuery = z.object({
  before: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export function registerMemberRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const adminOnly = staffRoute([]);

  app.get(`${STAFF_API}/members`, adminOnly, async () => ({ members: await listMembers(deps.db) }));

  app.post(`${STAFF_API}/members`, adminOnly, async (request, reply) => {
    const parsed = addBody.safeParse(request.body);
    if (!parsed.success) throw validationErrorFromIssues(parsed.error.issues);
    const now = deps.now();
    const member = await addMember(deps.db, actorOf(request), parsed.data, now);
    const issue = { actor: actorOf(request), via: 'email' as const };
    const link = await createSignInLink(deps.db, member.id, deps.config.publicUrl, now, issue);
    await queueSignInMail(deps.db, member, link, now);
    return reply.code(201).send({ member });
  });

  app.post(`${STAFF_API}/members/disable`, adminOnly, async (request) => {
    const parsed = disableBody.safeParse(request.body);
    if (!parsed.success) throw validationErrorFromIssues(parsed.error.issues);
    if (parsed.data.email.toLowerCase() === actorOf(request).label) {
      throw new ApiError(409, 'CANNOT_DISABLE_SELF', 'You cannot disable your own account');
    }
    const done = await disableMember(deps.db, actorOf(request), parsed.data.email, deps.now());
    if (!done) throw new ApiError(404, 'NOT_FOUND', 'No staff member with that email');
    return { disabled: true };
  });

  app.get(`${STAFF_API}/audit`, adminOnly, async (request) => {
    const parsed = auditQuery.safeParse(request.query);
    if (!parsed.success) throw validationErrorFromIssues(parsed.error.issues);
    const { limit, before } = parsed.data;
    return { entries: await readAudit(deps.db, { limit, ...(before && { before }) }) };
  });
}
