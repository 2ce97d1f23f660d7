/**
 * What the server hands the build's renderer of content pages (decision 0172):
 * the same fields on both sides, the server's (server/site/live-pages.ts) and
 * the renderer's (src/app/prerender.tsx). Types only.
 */
import type { Clock } from './clock';
import type { OrderPrefs } from './prefs';
import type { RetentionSchedule } from './privacy/retention';
import type { TempleDetails } from './temple-details';

/** The live data a content page shows, as the server read it for this request. */
export interface LivePageData {
  /** The live catalog (the empty catalog when it could not be read, as in the browser). */
  prefs?: OrderPrefs;
  /** The temple's details (null: not readable, the footer leaves them out). */
  temple?: TempleDetails | null;
  /** The retention schedule the server runs. */
  retention?: RetentionSchedule;
}

/** One page to render: its address, the language the host found in it, and what it shows. */
export interface PageRequest {
  /** The address as requested (`/ml/terms`, or an unknown one for the not-found page). */
  address: string;
  language: string;
  data: LivePageData;
  /** The language to suggest to this visitor, if any (Accept-Language, no remembered choice). */
  suggestion?: string;
  clock: Clock;
}

export interface PageRenderer {
  /** The HTML inside `<div id="root">`: the page at the address, or the not-found page. */
  render(request: PageRequest): Promise<string>;
}
