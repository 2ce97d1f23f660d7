/**
 * The staff console's API under /puja-web-v2/api/staff/ (docs/staff.md lists every route).
 * server/app.ts calls installStaffAuth first, so every module's staffRoute is recorded.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../deps';
import { registerCatalogRoutes } from './catalog-routes';
import { registerCatalogTextRoutes } from './catalog-text-routes';
import { registerMemberRoutes } from './members-routes';
import { registerOrderRoutes } from './order-routes';
import { registerPasskeyRoutes } from './passkey-routes';
import { registerPhotoRoutes } from './photo-routes';
import { registerReceiptRoutes } from './receipt-routes';
import { registerSignInRoutes } from './sign-in-routes';
import { registerTempleRoutes } from './temple-routes';

export async function registerStaffRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  registerSignInRoutes(app, deps);
  registerPasskeyRoutes(app, deps);
  registerMemberRoutes(app, deps);
  registerTempleRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerReceiptRoutes(app, deps);
  registerCatalogRoutes(app, deps);
  registerCatalogTextRoutes(app, deps);
  await registerPhotoRoutes(app, deps);
}
