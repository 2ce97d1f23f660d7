/**
 * A machine's chart as its source spells it out, read with the TypeScript
 * compiler's parser and nothing else: the `createMachine({...})` call's
 * state tree, every state's events and every transition's targets. A
 * visualiser reads the file the same way (the code is never run), so a chart
 * part that only exists at run time (a spread, a computed key, a state or
 * transition held in a variable or built by a call) is refused here with its
 * line. `runtimeChart` describes a built machine in the same lines, for the
 * two to be compared.
 */
import ts from 'typescript';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

interface StaticNode {
  id: string;
  parent: StaticNode | null;
  children: Map<string, StaticNode>;
  initial: string | null;
  /** Event type → its branches' targets as written (resolved once the tree is read). */
  transitions: Map<string, string[][]>;
}

class NotStatic extends Error {}

/** The chart's lines: `state <id>`, `<id> initial -> <id>`, `<id> <event>#<n> -> <ids>`. */
export type ChartLines = string[];

const branch = (index: number) => String(index).padStart(2, '0');

function lines(nodes: { id: string; initial: string | null; moves: [string, string[][]][] }[]) {
  const out: string[] = [];
  for (const node of nodes) {
    out.push(`state ${node.id}`);
    if (node.initial) out.push(`${node.id} initial -> ${node.initial}`);
    for (const [event, branches] of node.moves) {
      branches.forEach((targets, index) => {
        out.push(`${node.id} ${event}#${branch(index)} -> ${targets.join(',') || '(none)'}`);
      });
    }
  }
  return out.sort();
}

/** The built machine's chart, walked from `machine.root`. */
export function runtimeChart(machine: AnyStateMachine): ChartLines {
  const nodes: { id: string; initial: string | null; moves: [string, string[][]][] }[] = [];
  const walk = (node: AnyStateNode) => {
    const moves: [string, string[][]][] = [...node.transitions.entries()].map(([event, list]) => [
      event,
      list.map((transition) => (transition.target ?? []).map((target) => target.id)),
    ]);
    if (node.always?.length) {
      moves.push([
        'always',
        node.always.map((transition) => (transition.target ?? []).map((target) => target.id)),
      ]);
    }
    const initial = node.initial?.target.map((target) => target.id).join(',') || null;
    nodes.push({ id: node.id, initial, moves });
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return lines(nodes);
}

/** Every machine a source file creates, by id, as its text spells it. */
export function staticCharts(fileName: string, sourceText: string): Map<string, ChartLines> {
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true);
  const where = (node: ts.Node) =>
    `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const refuse = (node: ts.Node, why: string): never => {
    throw new NotStatic(`${where(node)}: ${why}, so the chart is not in the source`);
  };

  /** The object's properties by name; a spread, a computed or shorthand key is refused. */
  function properties(object: ts.ObjectLiteralExpression): Map<string, ts.Expression> {
    const found = new Map<string, ts.Expression>();
    for (const property of object.properties) {
      if (ts.isSpreadAssignment(property)) refuse(property, 'a spread (...)');
      if (ts.isShorthandPropertyAssignment(property)) refuse(property, 'a shorthand property');
      if (ts.isMethodDeclaration(property) || ts.isAccessor(property)) {
        refuse(property, 'a method where the chart expects a value');
      }
      const assignment = property as ts.PropertyAssignment;
      const name = assignment.name;
      if (ts.isComputedPropertyName(name)) refuse(name, 'a computed key ([…])');
      const key = ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name);
      if (!key) refuse(name, 'a key that is not a name or a string');
      found.set((name as ts.Identifier).text, assignment.initializer);
    }
    return found;
  }

  function object(value: ts.Expression, what: string): ts.ObjectLiteralExpression {
    const inner = unwrap(value);
    if (!ts.isObjectLiteralExpression(inner)) refuse(value, `${what} is not written out`);
    return inner as ts.ObjectLiteralExpression;
  }

  function unwrap(value: ts.Expression): ts.Expression {
    let inner = value;
    while (
      ts.isAsExpression(inner) ||
      ts.isSatisfiesExpression(inner) ||
      ts.isParenthesizedExpression(inner)
    ) {
      inner = inner.expression;
    }
    return inner;
  }

  function literal(value: ts.Expression, what: string): string {
    const inner = unwrap(value);
    if (!ts.isStringLiteral(inner) && !ts.isNoSubstitutionTemplateLiteral(inner)) {
      refuse(value, `${what} is not a string written out`);
    }
    return (inner as ts.StringLiteral).text;
  }

  /** A transition, or a list of them: each branch's targets as written. */
  function branches(value: ts.Expression): string[][] {
    const inner = unwrap(value);
    if (ts.isArrayLiteralExpression(inner)) {
      return inner.elements.map((element) => {
        if (ts.isSpreadElement(element)) refuse(element, 'a spread (...)');
        return one(element);
      });
    }
    return [one(inner)];
  }

  function one(value: ts.Expression): string[] {
    const inner = unwrap(value);
    if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) return [inner.text];
    const config = properties(object(inner, 'a transition'));
    const target = config.get('target');
    if (!target) return [];
    const targets = unwrap(target);
    if (ts.isArrayLiteralExpression(targets)) {
      return targets.elements.map((element) => literal(element, 'a target'));
    }
    return [literal(target, 'a target')];
  }

  function stateNode(config: ts.Expression, parent: StaticNode | null, key: string): StaticNode {
    const props = properties(object(config, `the state "${key}"`));
    const explicitId = props.get('id');
    const id = explicitId
      ? literal(explicitId, 'a state id')
      : parent
        ? `${parent.id}.${key}`
        : key;
    const node: StaticNode = {
      id,
      parent,
      children: new Map(),
      initial: props.has('initial') ? literal(props.get('initial')!, 'the initial state') : null,
      transitions: new Map(),
    };
    const add = (event: string, value: ts.Expression) => {
      node.transitions.set(event, [...(node.transitions.get(event) ?? []), ...branches(value)]);
    };
    const on = props.get('on');
    if (on) for (const [event, value] of properties(object(on, 'the "on" map'))) add(event, value);
    const after = props.get('after');
    if (after) {
      for (const [delay, value] of properties(object(after, 'the "after" map'))) {
        add(`xstate.after.${delay}.${id}`, value);
      }
    }
    const always = props.get('always');
    if (always) add('always', always);
    const done = props.get('onDone');
    if (done) add(`xstate.done.state.${id}`, done);
    const invoke = props.get('invoke');
    if (invoke) {
      const list = unwrap(invoke);
      const invokes = ts.isArrayLiteralExpression(list) ? [...list.elements] : [list];
      invokes.forEach((element, index) => {
        if (ts.isSpreadElement(element)) refuse(element, 'a spread (...)');
        const invoked = properties(object(element as ts.Expression, 'an invoke'));
        const invokeId = invoked.has('id') ? literal(invoked.get('id')!, 'an invoke id') : null;
        const actorId = invokeId ?? `${index}.${id}`;
        const onDone = invoked.get('onDone');
        if (onDone) add(`xstate.done.actor.${actorId}`, onDone);
        const onError = invoked.get('onError');
        if (onError) add(`xstate.error.actor.${actorId}`, onError);
        const onSnapshot = invoked.get('onSnapshot');
        if (onSnapshot) add(`xstate.snapshot.${actorId}`, onSnapshot);
      });
    }
    const states = props.get('states');
    if (states) {
      for (const [childKey, child] of properties(object(states, 'the "states" map'))) {
        node.children.set(childKey, stateNode(child, node, childKey));
      }
    }
    return node;
  }

  /** XState's target resolution: `#id.path`, `.child`, or a sibling's path. */
  function resolve(root: StaticNode, byId: Map<string, StaticNode>, from: StaticNode) {
    const descend = (start: StaticNode, path: string[], written: string) =>
      path.reduce((node, key) => {
        const next = node.children.get(key);
        if (!next) throw new NotStatic(`${fileName}: the target "${written}" names no state`);
        return next;
      }, start);
    return (target: string): string => {
      if (target.startsWith('#')) {
        const whole = byId.get(target.slice(1));
        if (whole) return whole.id;
        const [head, ...path] = target.slice(1).split('.');
        const start = byId.get(head!);
        if (!start) throw new NotStatic(`${fileName}: the target "${target}" names no state`);
        return descend(start, path, target).id;
      }
      if (target.startsWith('.')) return descend(from, target.slice(1).split('.'), target).id;
      return descend(from.parent ?? root, target.split('.'), target).id;
    };
  }

  const charts = new Map<string, ChartLines>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      if (name === 'createMachine') {
        const config = node.arguments[0];
        if (!config) refuse(node, 'createMachine() has no configuration');
        const props = properties(object(config!, 'the machine configuration'));
        const machineId = props.get('id');
        if (!machineId) refuse(config!, 'the machine has no id');
        const root = stateNode(config!, null, literal(machineId!, 'the machine id'));
        const byId = new Map<string, StaticNode>();
        const all: StaticNode[] = [];
        const collect = (state: StaticNode) => {
          byId.set(state.id, state);
          all.push(state);
          state.children.forEach(collect);
        };
        collect(root);
        const chart = all.map((state) => {
          const target = resolve(root, byId, state);
          const initial = state.initial ? state.children.get(state.initial) : undefined;
          if (state.initial && !initial) {
            throw new NotStatic(`${fileName}: "${state.id}" starts in an unknown state`);
          }
          return {
            id: state.id,
            initial: initial?.id ?? null,
            moves: [...state.transitions.entries()].map(([event, list]): [string, string[][]] => [
              event,
              list.map((t) => t.map(target)),
            ]),
          };
        });
        charts.set(root.id, lines(chart));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return charts;
}
