/** What the booking and reschedule pages share: their machine, provided, inspected and run, and the step's heading. */
import { useMachine } from '@xstate/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import type { Actor, AnyStateMachine, InputFrom, StateFrom } from 'xstate';
import { useInspector, type Inspect } from '../shared/inspector';
import { useWizardServices, type AstroActorImplementations } from '../shared/services';
import { useStepFocus } from './step-focus';

/**
 * The flow's machine with the browser's astrology actors (or the one a test
 * passes), and how to inspect it: undefined until the dev inspector is
 * known, since the machine starts once it is (it watches from the start).
 */
function useAstroMachine<M extends AnyStateMachine>(
  provide: (actors: AstroActorImplementations) => M,
  given: M | undefined,
  inspect: Inspect | undefined,
  flow: string,
): { machine: M; inspect?: Inspect } | undefined {
  const services = useWizardServices();
  const [machine] = useState(() => {
    if (given) return given;
    if (!services?.astroActors)
      throw new Error(`The ${flow} needs the wizard services or a test machine`);
    return provide(services.astroActors());
  });
  const inspector = useInspector();
  if (!inspector) return undefined;
  return { machine, inspect: inspect ?? inspector.inspect };
}

/** What a flow's view is given: the running machine's snapshot and where its events go. */
export interface FlowViewProps<M extends AnyStateMachine> {
  snapshot: StateFrom<M>;
  send: Actor<M>['send'];
}

interface AstroFlowProps<M extends AnyStateMachine> {
  /** The flow's machine with the given actors (the browser's astrology client). */
  provide: (actors: AstroActorImplementations) => M;
  /** Tests pass the machine with fakes. */
  machine?: M | undefined;
  inspect?: Inspect | undefined;
  input: InputFrom<M>;
  /** The flow's name, for the error when neither services nor a machine are given. */
  flow: string;
  /** Shown until the machine starts. */
  loading?: ReactNode;
  View: ComponentType<FlowViewProps<M>>;
}

/** A flow's page: runs its machine once the inspector is known and draws it with `View`. */
export function AstroFlow<M extends AnyStateMachine>(props: AstroFlowProps<M>) {
  const { provide, machine, inspect, input, flow, loading = null, View } = props;
  const run = useAstroMachine(provide, machine, inspect, flow);
  if (!run) return loading;
  return <RunningFlow machine={run.machine} inspect={run.inspect} input={input} View={View} />;
}

function RunningFlow<M extends AnyStateMachine>({
  machine,
  inspect,
  input,
  View,
}: Pick<AstroFlowProps<M>, 'inspect' | 'input' | 'View'> & { machine: M }) {
  const [snapshot, send] = useMachine(machine, { input, ...(inspect && { inspect }) });
  return <View snapshot={snapshot} send={send} />;
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
