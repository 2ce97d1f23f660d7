/**
 * The browser's draft store for the order machines: one localStorage entry per
 * flow (and region). It holds the draft of an unfinished order, dropped after
 * seven days, or once paid only the receipt (number, total, date). Card data
 * never enters the machine, so it is never stored.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { DraftStoreEvent, SavedOrder } from '../../machines/order';
import { DRAFT_LIFETIME_MS } from '../../domain/order-draft';
import { browserStorage } from './browser-storage';
import { systemClock } from './clock';

const PREFIX = 'puja-wizard:v2:';
/** Drafts written by the previous version held whole machine snapshots: removed on sight. */
const OLD_PREFIX = 'puja-wizard:v1:';

const globalStorage = () => browserStorage('localStorage');

function isSaved(value: unknown): value is SavedOrder {
  const saved = value as Partial<SavedOrder> | null;
  return typeof saved?.savedAt === 'number' && (saved.kind === 'draft' || saved.kind === 'receipt');
}

/** The saved order under `key`, unless it is a draft older than its lifetime at `now` (ms). */
export function readSaved(key: string, now: number, storage = globalStorage()): SavedOrder | null {
  try {
    storage?.removeItem(OLD_PREFIX + key);
    const text = storage?.getItem(PREFIX + key);
    const saved = text ? (JSON.parse(text) as unknown) : null;
    if (!isSaved(saved)) return null;
    if (saved.kind === 'draft' && now - saved.savedAt > DRAFT_LIFETIME_MS) {
      storage?.removeItem(PREFIX + key);
      return null;
    }
    return saved;
  } catch {
    return null;
  }
}

/** Keeps what the machine sent, stamped with `now` (ms). */
export function writeSaved(
  key: string,
  event: DraftStoreEvent,
  now: number,
  storage = globalStorage(),
): void {
  try {
    if (event.type === 'clear') storage?.removeItem(PREFIX + key);
    else {
      const saved: SavedOrder =
        event.type === 'save'
          ? { kind: 'draft', savedAt: now, draft: event.draft }
          : { kind: 'receipt', savedAt: now, receipt: event.receipt };
      storage?.setItem(PREFIX + key, JSON.stringify(saved));
    }
  } catch {
    // Private mode or a full quota: the wizard still works, only without a saved draft.
  }
}

export const browserDraftActors = {
  loadDraft: fromPromise<SavedOrder | null, { key: string | null }>(async ({ input }) => {
    // Read in a task after the machine's start: the first read of localStorage
    // waits on the browser, and the two together were a long task on a phone.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return input.key ? readSaved(input.key, systemClock().getTime()) : null;
  }),
  draftStore: fromCallback<DraftStoreEvent, { key: string | null }>(({ input, receive }) => {
    receive((event) => {
      if (input.key) writeSaved(input.key, event, systemClock().getTime());
    });
  }),
};
