/** What the booking and reschedule pages share: their machine, provided and inspected, and the step's heading. */
import { useState, type ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';
import { useInspector, type Inspect } from '../shared/inspector';
import { useWizardServices } from '../shared/services';
import { useStepFocus } from './step-focus';

/**
 * The flow's machine with the browser's astrology actors (or the one a test
 * passes), and how to inspect it: undefined until the dev inspector is
 * known, since the machine starts once it is (it watches from the start).
 */
export function useAstroMachine<M extends AnyStateMachine>(
  base: M,
  given: M | undefined,
  inspect: Inspect | undefined,
  flow: string,
): { machine: M; inspect?: Inspect } | undefined {
  const services = useWizardServices();
  const [machine] = useState(() => {
    if (given) return given;
    if (!services?.astroActors)
      throw new Error(`The ${flow} needs the wizard services or a test machine`);
    return base.provide({ actors: services.astroActors() } as never) as M;
  });
  const inspector = useInspector();
  if (!inspector) return undefined;
  return { machine, inspect: inspect ?? inspector.inspect };
}

/** The step's heading, which takes focus when one step replaces another. */
export function useStepHeading(step: string | null): (text: string) => ReactNode {
  const ref = useStepFocus(step);
  return (text) => (
    <h2 ref={ref} tabIndex={-1} className="astro-step__title">
      {text}
    </h2>
  );
}
