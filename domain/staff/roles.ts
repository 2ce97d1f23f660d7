/**
 * Staff roles and what each may do. The server's route helper
 * (server/staff/authorize.ts) checks them; the console shows only what a
 * role may use. An admin may use every staff route.
 */
import { API_BASE } from '../constants';

export const STAFF_ROLES = ['admin', 'office', 'priest', 'astrologer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: 'Administrator',
  office: 'Office',
  priest: 'Priest',
  astrologer: 'Astrologer',
};

export const ROLE_DUTIES: Readonly<Record<StaffRole, string>> = {
  admin: 'Everything, plus staff members and the audit log',
  office: 'Orders, refunds, the catalog, schedules, events, reading types and the temple details',
  priest: 'Rosters of puja dates and marking pujas performed',
  astrologer: 'Their own schedule and bookings',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** True when a member with `role` may use something open to `allowed` (admins always may). */
export function roleMayUse(role: StaffRole, allowed: readonly StaffRole[]): boolean {
  return role === 'admin' || allowed.includes(role);
}

export const STAFF_API = `${API_BASE}/api/staff`;

/** How long an emailed sign-in link works, and after how long without use a session ends. */
export const SIGN_IN_LINK_MINUTES = 15;
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_MAX_HOURS = 12;

/** The console's sign-in page; the link's secret travels in the #fragment (never sent to a server log). */
export const STAFF_SIGN_IN_PATH = '/staff/sign-in';

export interface StaffMe {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}
