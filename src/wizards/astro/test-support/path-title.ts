/** A path's test title: the state it reaches and the events on the way, without payloads. */
export function pathTitle(path: {
  state: { value: unknown };
  steps: { event: { type: string } }[];
}): string {
  const events = path.steps.map((step) => step.event.type.replace('xstate.', '')).slice(1);
  return `reaches ${JSON.stringify(path.state.value)} via ${events.join(' → ') || '(start)'}`;
}
