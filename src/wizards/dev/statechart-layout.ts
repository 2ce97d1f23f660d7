/**
 * Turns a machine definition into something drawable offline: every state
 * (nested ones by their path), every transition with its event, guard and
 * target, and a layered layout (columns by distance from the initial state).
 */
import type { AnyStateMachine } from 'xstate';
import { toDirectedGraph } from 'xstate/graph';

type GraphNode = ReturnType<typeof toDirectedGraph>;

export interface ChartState {
  id: string;
  /** Path below the machine, e.g. 'region.choosing'. */
  label: string;
  depth: number;
  initial: boolean;
  final: boolean;
  tags: string[];
  invokes: string[];
}

export interface ChartTransition {
  from: string;
  to: string;
  event: string;
  guard: string | null;
}

export interface Chart {
  id: string;
  states: ChartState[];
  transitions: ChartTransition[];
  /** Column of each state id (0 = the initial state). */
  columns: Record<string, number>;
}

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    // and([...]) / or([...]) / not(...) carry their operands.
    const nested = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(nested)) return `${guard.name}(${nested.map(guardName).join(', ')})`;
    return guard.name && guard.name !== 'guard' ? guard.name : 'inline guard';
  }
  const typed = guard as { type?: unknown; params?: unknown };
  if (typeof typed.type === 'string') {
    return typed.params ? `${typed.type}(${JSON.stringify(typed.params)})` : typed.type;
  }
  return 'guard';
}

function relativeLabel(machineId: string, id: string): string {
  return id === machineId ? '(machine)' : id.slice(machineId.length + 1);
}

/** Going back, jumping from the review or starting over does not set a state's column. */
function isForward(transition: ChartTransition): boolean {
  if (/^(wizard\.back|wizard\.edit|draft\.discard)$/.test(transition.event)) return false;
  return !(transition.guard ?? '').includes('returningToReview');
}

export function chartOf(machine: AnyStateMachine): Chart {
  const root = toDirectedGraph(machine);
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];
  const walk = (node: GraphNode, depth: number) => {
    const stateNode = node.stateNode;
    if (node.id !== machine.id) {
      const parent = stateNode.parent;
      states.push({
        id: node.id,
        label: relativeLabel(machine.id, node.id),
        depth,
        initial: parent?.initial?.target?.[0]?.id === node.id,
        final: stateNode.type === 'final',
        tags: [...(stateNode.tags ?? [])],
        invokes: stateNode.invoke.map((invoke) => invoke.id),
      });
    }
    for (const edge of node.edges) {
      transitions.push({
        from: relativeLabel(machine.id, edge.source.id),
        to: relativeLabel(machine.id, edge.target.id),
        event: edge.label.text,
        guard: guardName(edge.transition.guard),
      });
    }
    // xstate/graph leaves out eventless transitions (a state that only decides where to go).
    for (const transition of stateNode.always ?? []) {
      for (const target of transition.target ?? []) {
        transitions.push({
          from: relativeLabel(machine.id, node.id),
          to: relativeLabel(machine.id, target.id),
          event: '(always)',
          guard: guardName(transition.guard),
        });
      }
    }
    for (const child of node.children) walk(child, node.id === machine.id ? 0 : depth + 1);
  };
  walk(root, 0);

  // Columns: breadth-first distance from the first state over the transitions.
  const columns: Record<string, number> = {};
  const labels = states.map((state) => state.label);
  const start = labels[0];
  if (start) {
    columns[start] = 0;
    const queue = [start];
    while (queue.length > 0) {
      const current = queue.shift() as string;
      for (const transition of transitions) {
        if (transition.from !== current && !current.startsWith(`${transition.from}.`)) continue;
        if (!isForward(transition)) continue;
        if (columns[transition.to] === undefined) {
          columns[transition.to] = (columns[current] ?? 0) + 1;
          queue.push(transition.to);
        }
      }
      // A compound state's children sit in the column after it.
      for (const label of labels) {
        if (label.startsWith(`${current}.`) && columns[label] === undefined) {
          columns[label] = (columns[current] ?? 0) + 1;
          queue.push(label);
        }
      }
    }
  }
  const last = Math.max(0, ...Object.values(columns));
  for (const label of labels) columns[label] ??= last + 1;
  return { id: machine.id, states, transitions, columns };
}
