/**
 * The astrology booking API's paths, apart from its schemas (./api.ts): the
 * payment actors every paying flow loads need the paths only, and the
 * schemas are built when their module loads.
 */
import { API_BASE } from '../constants';

export const ASTRO_API_BASE = `${API_BASE}/api/astro`;
const ASTRO = ASTRO_API_BASE;

export const ASTRO_PATHS = {
  catalog: `${ASTRO}/catalog`,
  slots: `${ASTRO}/slots`,
  holds: `${ASTRO}/holds`,
  lookup: `${ASTRO}/bookings/lookup`,
  pay: (code: string) => `${ASTRO}/bookings/${encodeURIComponent(code)}/pay`,
  reschedule: (code: string) => `${ASTRO}/bookings/${encodeURIComponent(code)}/reschedule`,
  cancel: (code: string) => `${ASTRO}/bookings/${encodeURIComponent(code)}/cancel`,
  calendar: (code: string) => `${ASTRO}/bookings/${encodeURIComponent(code)}/calendar.ics`,
  receipt: (code: string) => `${ASTRO}/bookings/${encodeURIComponent(code)}/receipt.pdf`,
} as const;
