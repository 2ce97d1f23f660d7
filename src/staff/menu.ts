/** The console's menu: each page's path, label and who may open it (pages.tsx adds the views). */
import { roleMayUse, type StaffRole } from '../../domain/staff/roles';

export interface MenuEntry {
  path: string;
  label: string;
  /** Roles beside admin, who may open all. */
  roles: readonly StaffRole[];
}

/** In menu order. */
export const CONSOLE_MENU = [
  { path: '/staff', label: 'Home', roles: ['office', 'priest', 'astrologer'] },
  { path: '/staff/orders', label: 'Orders', roles: ['office'] },
  { path: '/staff/refunds-due', label: 'Refunds due', roles: ['office'] },
  { path: '/staff/roster', label: 'Roster', roles: ['priest', 'office'] },
  { path: '/staff/prasad', label: 'Prasad post', roles: ['office'] },
  { path: '/staff/catalog', label: 'Pujas and schedules', roles: ['office'] },
  { path: '/staff/events', label: 'Regional events', roles: ['office'] },
  { path: '/staff/temple', label: 'Temple details', roles: ['office'] },
  { path: '/staff/privacy', label: 'Privacy requests', roles: ['office'] },
  { path: '/staff/astrologer/schedule', label: 'My schedule', roles: ['astrologer'] },
  { path: '/staff/astrologer/readings', label: 'My readings', roles: ['astrologer'] },
  { path: '/staff/passkeys', label: 'Passkeys', roles: ['office', 'priest', 'astrologer'] },
  { path: '/staff/members', label: 'Staff', roles: [] },
  { path: '/staff/audit', label: 'Audit log', roles: [] },
] as const satisfies readonly MenuEntry[];

export type MenuPath = (typeof CONSOLE_MENU)[number]['path'];

/** The entries a role may open, in menu order. */
export function menuFor(role: StaffRole): readonly MenuEntry[] {
  return CONSOLE_MENU.filter((entry) => roleMayUse(role, entry.roles));
}
