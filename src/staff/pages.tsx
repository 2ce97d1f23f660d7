/** The console's pages, who may open each, and which one a path shows. */
import type { ComponentType } from 'react';
import { roleMayUse, type StaffRole } from '../domain/staff/roles';
import { AuditPage } from './admin/AuditPage';
import { ReadingsPage } from './astrologer/ReadingsPage';
import { SchedulePage } from './astrologer/SchedulePage';
import { MembersPage } from './admin/MembersPage';
import { CatalogPage } from './catalog/CatalogPage';
import { EventsPage } from './catalog/EventsPage';
import { HomePage } from './HomePage';
import { NotAllowed } from './NotAllowed';
import { OrderPage } from './orders/OrderPage';
import { PasskeysPage } from './PasskeysPage';
import { OrdersPage } from './orders/OrdersPage';
import { RefundsDuePage } from './orders/RefundsDuePage';
import { RosterPage } from './roster/RosterPage';
import { TemplePage } from './TemplePage';

export interface ConsolePage {
  path: string;
  label: string;
  roles: readonly StaffRole[];
  Component: ComponentType;
}

/** In menu order; roles beside admin (who may open all). */
export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { path: '/staff', label: 'Home', roles: ['office', 'priest', 'astrologer'], Component: HomePage },
  { path: '/staff/orders', label: 'Orders', roles: ['office'], Component: OrdersPage },
  {
    path: '/staff/refunds-due',
    label: 'Refunds due',
    roles: ['office'],
    Component: RefundsDuePage,
  },
  { path: '/staff/roster', label: 'Roster', roles: ['priest', 'office'], Component: RosterPage },
  {
    path: '/staff/catalog',
    label: 'Pujas and schedules',
    roles: ['office'],
    Component: CatalogPage,
  },
  { path: '/staff/events', label: 'Regional events', roles: ['office'], Component: EventsPage },
  { path: '/staff/temple', label: 'Temple details', roles: ['office'], Component: TemplePage },
  {
    path: '/staff/astrologer/schedule',
    label: 'My schedule',
    roles: ['astrologer'],
    Component: SchedulePage,
  },
  {
    path: '/staff/astrologer/readings',
    label: 'My readings',
    roles: ['astrologer'],
    Component: ReadingsPage,
  },
  {
    path: '/staff/passkeys',
    label: 'Passkeys',
    roles: ['office', 'priest', 'astrologer'],
    Component: PasskeysPage,
  },
  { path: '/staff/members', label: 'Staff', roles: [], Component: MembersPage },
  { path: '/staff/audit', label: 'Audit log', roles: [], Component: AuditPage },
];

/** The page a path shows to a role (a role that may not use it sees "Not available"). */
export function CurrentPage({ pathname, role }: { pathname: string; role: StaffRole }) {
  const path = pathname.replace(/\/+$/, '') || '/staff';
  if (/^\/staff\/orders\/[A-Za-z0-9]+$/.test(path)) {
    return roleMayUse(role, ['office']) ? <OrderPage /> : <NotAllowed />;
  }
  const page = CONSOLE_PAGES.find((p) => p.path === path);
  if (!page || !roleMayUse(role, page.roles)) return <NotAllowed />;
  const { Component } = page;
  return <Component />;
}
