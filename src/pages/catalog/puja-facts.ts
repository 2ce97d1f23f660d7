/** What a puja card and the order panel show of a catalog entry. */
import { PUJA_CATEGORIES } from '../../domain/constants';
import type { PujaDetail } from '../../domain/prefs';
import type { Illustration } from '../../ui/illustrations';
import { upcomingSchedule } from './format';
import { KALI_PUJA_CODE } from './group-catalog';

/** The wizard, opened with this puja already chosen (the wizard reads `?puja=<id>`). */
export function orderHref(puja: Pick<PujaDetail, 'pujaId'>): string {
  return `/order-a-puja-online?puja=${encodeURIComponent(String(puja.pujaId))}`;
}

/** The next MM/DD/YYYY date still open for ordering, or null when none is listed. */
export function nextDate(puja: PujaDetail, now: Date = new Date()): string | null {
  const scheduled = upcomingSchedule(puja.pujaScheduleForWebList ?? [], now)[0];
  return scheduled?.dateOfPuja ?? null;
}

/** The description split into its first sentence (the card's summary) and the rest. */
export function summary(puja: PujaDetail): { short: string; note: string } {
  const text = puja.extDescription.trim();
  const end = text.search(/[.!?](\s|$)/);
  if (end < 0) return { short: text, note: '' };
  return { short: text.slice(0, end + 1), note: text.slice(end + 1).trim() };
}

/** The picture of a card: the lamp for the Kali/Karthika Puja, the fire for homas… */
export function illustrationFor(puja: PujaDetail): Illustration {
  if (puja.code === KALI_PUJA_CODE || puja.category === PUJA_CATEGORIES.special) return 'lamp';
  if (puja.category === PUJA_CATEGORIES.homas) return 'homa';
  if (/DOSHA/.test(puja.code)) return 'temple';
  return 'lotus';
}
