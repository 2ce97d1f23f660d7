/**
 * A reminder's link opens the puja order with `?person=<id>&date=YYYY-MM-DD`:
 * for a devotee signed in on this browser, the person of their family is
 * offered on the first step (the devotee chooses to fill them in, so a draft
 * in progress is never overwritten unasked). Signed out, the link is a plain
 * order page.
 */
import { useEffect, useState } from 'react';
import { orderPersonOf } from '../../../domain/account/family-order-person';
import { isIsoDay } from '../../../domain/day-entry';
import { usePageAddress } from './page-address';
import { useWizardServices } from './services';
import type { FamilyOffer } from './types';

/** The link's person and day; null without a person. */
export function reminderOfSearch(search: string): { personId: string; date: string | null } | null {
  const params = new URLSearchParams(search);
  const personId = params.get('person')?.trim() ?? '';
  if (personId === '') return null;
  const date = params.get('date') ?? '';
  return { personId, date: isIsoDay(date) ? date : null };
}

/** `enabled`: whether the flow takes a reminder's person at all. */
export function useFamilyOffer(enabled: boolean): FamilyOffer | null {
  const { search } = usePageAddress();
  const familyPerson = useWizardServices()?.familyPerson;
  const [offer, setOffer] = useState<FamilyOffer | null>(null);
  useEffect(() => {
    const reminder = enabled ? reminderOfSearch(search) : null;
    if (!reminder || !familyPerson) return;
    let live = true;
    void familyPerson(reminder.personId).then((person) => {
      if (live && person) {
        setOffer({
          name: person.name,
          prefill: { person: orderPersonOf(person), date: reminder.date },
        });
      }
    });
    return () => {
      live = false;
    };
  }, [search, enabled, familyPerson]);
  return offer;
}
