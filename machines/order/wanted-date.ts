/**
 * A day asked for before any puja is chosen (a reminder's link: a person's
 * star birthday): when the devotee chooses the first person's puja, its date
 * is that day if the puja is offered on it, otherwise the nearest day it is
 * offered, and the step says so (`dateNotice`). Pure; the named actions call these.
 */
import { apiDateToIsoDay, isoDayToApiDate } from '../../domain/day-entry';
import { openPujaDates } from '../../domain/open-choices';
import type { PersonDraft } from '../../domain/order-draft';
import type { OrderWizardContext } from './context';
import { updatePerson } from './people';

export type { DateNotice } from './context';

/** What a reminder's link fills in: the person's details and their day. */
export interface FamilyPrefill {
  person: Partial<PersonDraft>;
  /** ISO day, or null when only the person is filled in. */
  date: string | null;
}

const DAY_MS = 86_400_000;

/** The open date (MM/DD/YYYY) nearest `wanted` (ISO); the earlier of two as near; null without one. */
export function nearestOpenDate(dates: readonly string[], wanted: string): string | null {
  const target = Date.parse(wanted);
  let best: { date: string; distance: number; at: number } | null = null;
  for (const date of dates) {
    const at = Date.parse(apiDateToIsoDay(date));
    if (Number.isNaN(at)) continue;
    const distance = Math.round(Math.abs(at - target) / DAY_MS);
    if (!best || distance < best.distance || (distance === best.distance && at < best.at)) {
      best = { date, distance, at };
    }
  }
  return best?.date ?? null;
}

/**
 * Whether a reminder's person may fill the order in: while the order is for
 * one person and no day is wanted yet (a second click would replace the
 * details the devotee has since changed).
 */
export function takesFamilyPrefill(context: Pick<OrderWizardContext, 'people' | 'wantedDate'>) {
  return context.people.length === 1 && context.wantedDate === null;
}

/** The first person filled in from the family, the day kept for the puja to come. */
export function prefilled(context: OrderWizardContext, prefill: FamilyPrefill) {
  return {
    people: updatePerson(context.people, 0, prefill.person),
    wantedDate: prefill.date,
    dateNotice: null,
  } satisfies Partial<OrderWizardContext>;
}

/** After the first person's puja is chosen: the wanted day, or the nearest open one and a notice. */
export function withWantedDate(
  context: OrderWizardContext,
  index: number,
): Partial<OrderWizardContext> {
  const person = context.people[index];
  if (index !== 0 || !person || context.wantedDate === null) return {};
  const open = openPujaDates(context.prefs.order, person.pujaId, context.loadedAt);
  const chosen = nearestOpenDate(open, context.wantedDate);
  if (chosen === null) return { dateNotice: null };
  const chosenIso = apiDateToIsoDay(chosen);
  return {
    people: updatePerson(context.people, 0, { requestedPujaDate: isoDayToApiDate(chosenIso) }),
    dateNotice:
      chosenIso === context.wantedDate ? null : { wanted: context.wantedDate, chosen: chosenIso },
  };
}
