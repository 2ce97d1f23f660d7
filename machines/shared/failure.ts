/**
 * A named action's problem when the actor `actorId` fails: its message, or
 * `fallback`. Any other event is a wiring mistake and throws (as assertEvent).
 */
export function failureMessage(actorId: string, fallback: string) {
  return ({ event }: { event: { type: string } }): string => {
    const expected = `xstate.error.actor.${actorId}`;
    if (event.type !== expected) throw new Error(`Expected ${expected}, got ${event.type}`);
    const { error } = event as { error?: unknown };
    return error instanceof Error ? error.message : fallback;
  };
}
