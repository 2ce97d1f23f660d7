import { createContext, useContext } from 'react';
import type { StaffApi } from '../../domain/staff/api-result';
import type { StaffMe } from '../../domain/staff/roles';

export interface StaffSession {
  api: StaffApi;
  me: StaffMe;
  /** Reload the signed-in member (after sign-out, or a 401 from any call). */
  refresh: () => void;
}

export const StaffContext = createContext<StaffSession | null>(null);

export function useStaff(): StaffSession {
  const session = useContext(StaffContext);
  if (!session) throw new Error('useStaff outside the console');
  return session;
}
