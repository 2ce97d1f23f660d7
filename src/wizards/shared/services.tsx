/**
 * What the wizards need from the browser (HTTP, payments, storage, history),
 * handed in by the app as the machines' actor implementations. The views
 * never import them: src/app provides them around each wizard route, tests
 * pass fakes straight to the wizard.
 */
import { createContext, useContext } from 'react';
import type { bookingActors } from '../../../machines/astro/booking';
import type { rescheduleActors } from '../../../machines/astro/reschedule';
import type { orderActors } from '../../../machines/order';
import type { ErasureRequested } from '../../../machines/privacy';
import type { DevoteeErasureRequest } from '../../../domain/privacy/requests';
import type { FamilyPerson } from '../../../domain/account/family';

export type OrderActorImplementations = Partial<typeof orderActors>;
export type AstroActorImplementations = Partial<typeof bookingActors & typeof rescheduleActors>;

/** The visitor's 12/24-hour choice for reading times, kept by the browser (null: not chosen). */
export interface HourCyclePreference {
  load: () => boolean | null;
  save: (hour12: boolean) => void;
}

/**
 * An order route gets only the order flows' part, so that it never loads the
 * astrology booking's client and schemas (src/app/wizard-page.tsx).
 */
export interface WizardServices {
  orderActors?: () => OrderActorImplementations;
  astroActors?: () => AstroActorImplementations;
  hourCycle?: HourCyclePreference;
  /** Records a devotee's erasure request (the office confirms it later). */
  requestErasure?: (request: DevoteeErasureRequest) => Promise<ErasureRequested>;
  /**
   * The person of the signed-in devotee's family a reminder's link names;
   * null when no account is signed in here, or the family has no such person.
   */
  familyPerson?: (id: string) => Promise<FamilyPerson | null>;
}

export const WizardServicesContext = createContext<WizardServices | null>(null);

export function useWizardServices(): WizardServices | null {
  return useContext(WizardServicesContext);
}
