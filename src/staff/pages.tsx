/** Which view each console path shows, and to whom (the menu itself is menu.ts). */
import type { ComponentType } from 'react';
import { roleMayUse, type StaffRole } from '../../domain/staff/roles';
import { AuditPage } from './admin/AuditPage';
import { ReadingsPage } from './astrologer/ReadingsPage';
import { SchedulePage } from './astrologer/SchedulePage';
import { MembersPage } from './admin/MembersPage';
import { CatalogPage } from './catalog/CatalogPage';
import { EventsPage } from './catalog/EventsPage';
import { HomePage } from './HomePage';
import { CONSOLE_MENU, type MenuPath } from './menu';
import { NotAllowed } from './NotAllowed';
import { OrderPage } from './orders/OrderPage';
import { PasskeysPage } from './PasskeysPage';
import { ErasureRequestsPage } from './privacy/ErasureRequestsPage';
import { PrasadPage } from './prasad/PrasadPage';
import { OrdersPage } from './orders/OrdersPage';
import { RefundsDuePage } from './orders/RefundsDuePage';
import { RosterPage } from './roster/RosterPage';
import { TemplePage } from './TemplePage';
import { trimTrailingSlashes } from '../../domain/trailing-slashes';

const VIEWS: Readonly<Record<MenuPath, ComponentType>> = {
  '/staff': HomePage,
  '/staff/orders': OrdersPage,
  '/staff/refunds-due': RefundsDuePage,
  '/staff/roster': RosterPage,
  '/staff/prasad': PrasadPage,
  '/staff/catalog': CatalogPage,
  '/staff/events': EventsPage,
  '/staff/temple': TemplePage,
  '/staff/privacy': ErasureRequestsPage,
  '/staff/astrologer/schedule': SchedulePage,
  '/staff/astrologer/readings': ReadingsPage,
  '/staff/passkeys': PasskeysPage,
  '/staff/members': MembersPage,
  '/staff/audit': AuditPage,
};

/** The page a path shows to a role (a role that may not use it sees "Not available"). */
export function CurrentPage({ pathname, role }: { pathname: string; role: StaffRole }) {
  const path = trimTrailingSlashes(pathname) || '/staff';
  if (/^\/staff\/orders\/[A-Za-z0-9]+$/.test(path)) {
    return roleMayUse(role, ['office']) ? <OrderPage /> : <NotAllowed />;
  }
  const entry = CONSOLE_MENU.find((e) => e.path === path);
  if (!entry || !roleMayUse(role, entry.roles)) return <NotAllowed />;
  const View = VIEWS[entry.path];
  return <View />;
}
