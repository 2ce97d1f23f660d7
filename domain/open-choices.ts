/**
 * What a visitor may still choose: puja dates before their order cutoff and
 * regional events before theirs. `now` is passed in so the rules stay pure.
 */
import type { OrderPrefs, PujaDetail, RegionalEventDetail } from './prefs';

const isOpen = (cutoff: string, now: number): boolean => {
  const time = Date.parse(cutoff);
  return !Number.isNaN(time) && time > now;
};

/** MM/DD/YYYY dates of a puja whose cutoff has not passed. */
export function openPujaDates(
  prefs: Pick<OrderPrefs, 'pujaDetails' | 'pujaRecommendationDetails' | 'pujaDates'>,
  pujaId: number,
  now: number,
): string[] {
  const detail: PujaDetail | undefined = [
    ...prefs.pujaDetails,
    ...prefs.pujaRecommendationDetails,
  ].find((candidate) => (candidate.pujaId ?? candidate.id) === pujaId);
  const schedule = detail?.pujaScheduleForWebList ?? [];
  if (schedule.length > 0) {
    return schedule
      .filter((entry) => isOpen(entry.orderCutoffTime, now))
      .map((entry) => entry.dateOfPuja);
  }
  return [...(prefs.pujaDates[String(pujaId)] ?? detail?.pujaDates ?? [])];
}

/** Events of a region still open for orders, soonest first. */
export function openEvents(
  events: readonly RegionalEventDetail[],
  regionId: number | null,
  now: number,
): RegionalEventDetail[] {
  return events
    .filter((event) => regionId === null || event.regionId === regionId)
    .filter((event) => isOpen(event.orderCutOffTime, now))
    .sort((a, b) => Date.parse(a.eventDate) - Date.parse(b.eventDate));
}
