import type { InspectionEvent } from 'xstate';
import type { StaffApi } from '../../domain/staff/api-result';

/** What a console panel run by a machine is given besides its own data. */
export interface MachinePanelProps {
  /** The console API its machine's actors call. */
  api: StaffApi;
  /** Tests only: watches the running actor (the view-level model test reaches it this way). */
  inspect?: (event: InspectionEvent) => void;
}
