/**
 * Designers' hook: in development, `?inspect` opens the Stately inspector.
 * The import sits behind `import.meta.env.DEV`, so production builds drop it.
 * Personal data is stripped before anything leaves the page.
 */
import { useEffect, useState } from 'react';
import type { InspectionEvent, Observer } from 'xstate';

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/**
 * Only shape, choices and counts: names, birth details, addresses, emails, a
 * reading's question or a move's reason, booking codes, links' tokens and
 * payment tokens stay on the page. (An allow-list: a field not named here is
 * never sent.)
 */
export function sanitizeContext(context: unknown): Record<string, unknown> {
  const value = (context ?? {}) as Record<string, unknown>;
  const booking = value.booking as { status?: string } | null | undefined;
  return {
    // The order flows.
    kind: value.kind,
    regionId: value.regionId,
    people: Array.isArray(value.people) ? value.people.length : 0,
    errors: Array.isArray(value.errors) ? value.errors.length : 0,
    returnToReview: value.returnToReview,
    paymentProblem: (value.paymentProblem as { kind?: string } | null)?.kind ?? null,
    hasOrderNumber: Boolean(value.orderNumber),
    // The astrology booking and reschedule: the choices and the calendar, not the person.
    readingTypeId: value.readingTypeId,
    astrologerId: value.astrologerId,
    monthStart: value.monthStart,
    selectedDay: value.selectedDay,
    selectedStart: value.selectedStart,
    slots: Array.isArray(value.slots) ? value.slots.length : undefined,
    lastStep: value.lastStep,
    restoredStep: value.restoredStep,
    paymentSettled: value.paymentSettled,
    bookingStatus: booking?.status,
    hasNotice: Boolean(value.notice),
    hasLink: Boolean(value.token),
  };
}

export function sanitizeEvent(event: { type: string }): { type: string } {
  return { type: event.type };
}

export async function loadInspector(search: string): Promise<Inspect | undefined> {
  if (!import.meta.env.DEV) return undefined;
  if (!new URLSearchParams(search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({
    sanitizeContext,
    sanitizeEvent,
  });
  return inspector.inspect;
}

/**
 * The dev inspector for a flow's page, once known (undefined until then; its
 * `inspect` is undefined outside development or without ?inspect). The page
 * starts its machine after, so that the inspector sees the actor start.
 */
export function useInspector(): { inspect?: Inspect } | undefined {
  const [loaded, setLoaded] = useState<{ inspect?: Inspect }>();
  useEffect(() => {
    let live = true;
    void loadInspector(window.location.search).then((inspect) => {
      if (live) setLoaded({ inspect });
    });
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}
