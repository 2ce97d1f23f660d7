/** What a failed actor said, for the context's problem: its message, or `fallback`. */
export const failureMessage =
  (fallback: string) =>
  ({ event }: { event: { error: unknown } }): string =>
    event.error instanceof Error ? event.error.message : fallback;
