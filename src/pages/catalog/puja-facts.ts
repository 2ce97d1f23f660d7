/** What a puja card and the order panel show of a catalog entry (the rules are domain's). */
import type { PujaDetail } from '../../../domain/prefs';

export { nextDate, pictureFor as illustrationFor, summary } from '../../../domain/puja-facts';

/** The wizard, opened with this puja already chosen (the wizard reads `?puja=<id>`). */
export function orderHref(puja: Pick<PujaDetail, 'pujaId'>): string {
  return `/order-a-puja-online?puja=${encodeURIComponent(String(puja.pujaId))}`;
}
