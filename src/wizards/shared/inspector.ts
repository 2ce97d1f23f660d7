/**
 * Designers' hook: in development, `?inspect` opens the Stately inspector.
 * The import sits behind `import.meta.env.DEV`, so production builds drop it.
 * Personal data is stripped before anything leaves the page.
 */
import type { InspectionEvent, Observer } from 'xstate';

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/** Only shape and counts: names, addresses and payment tokens stay on the page. */
export function sanitizeContext(context: unknown): Record<string, unknown> {
  const value = (context ?? {}) as Record<string, unknown>;
  return {
    kind: value.kind,
    regionId: value.regionId,
    people: Array.isArray(value.people) ? value.people.length : 0,
    errors: Array.isArray(value.errors) ? value.errors.length : 0,
    returnToReview: value.returnToReview,
    paymentProblem: (value.paymentProblem as { kind?: string } | null)?.kind ?? null,
    hasOrderNumber: Boolean(value.orderNumber),
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
    sanitizeContext: sanitizeContext as never,
    sanitizeEvent: sanitizeEvent as never,
  });
  return inspector.inspect;
}
