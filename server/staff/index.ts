/** The staff console's API as the rest of the server sees it. */
export { CLI_ACTOR, insertAudited, writeAudit, type Actor } from './audit';
export { actorOf, installStaffAuth, staffOf, staffRoute } from './authorize';
export {
  addMember,
  createSignInLink,
  disableMember,
  findActiveMemberByEmail,
  listMembers,
} from './members';
export { rosterCsv, rosterFor, rosterText } from './roster';
export { orderNumberParam, parseRequestPart } from './route-params';
export { registerStaffRoutes } from './routes';
export { plainText, toCsv } from './safe-text';
