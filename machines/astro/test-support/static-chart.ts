/**
 * A machine's chart two ways, for checking that its source draws: read from
 * the source text alone (the TypeScript compiler's syntax tree, nothing run,
 * as the Stately visualiser reads a pasted file) and from the machine at run
 * time. Reading the source fails on whatever a static reader cannot follow in
 * the chart: a computed key, a spread, a shorthand or any other value taken
 * from elsewhere, a target, guard or action that is not a literal name.
 */
import ts from 'typescript';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export interface ChartTransition {
  targets: string[];
  guard: string | null;
  actions: string[];
  reenter: boolean;
}

export interface ChartState {
  type: string;
  /** The initial child's id (compound states). */
  initial: string | null;
  tags: string[];
  entry: string[];
  exit: string[];
  invoke: { id: string; src: string }[];
  /** By event type; eventless transitions under ALWAYS. */
  on: Record<string, ChartTransition[]>;
  /** The children's ids. */
  states: string[];
}

/** A chart: every state by its id. */
export type Chart = Record<string, ChartState>;

export const ALWAYS = '(always)';

/** Why a source cannot be read statically, with where in the chart. */
export class NotStatic extends Error {
  override name = 'NotStatic';
}

// ---------------------------------------------------------------- the source

type Props = Map<string, ts.Expression | null>;

/** Without `as const`, `satisfies …` and parentheses, which change nothing in the chart. */
function bare(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** Keys whose value is code, not chart: they may hold anything, a method too. */
const CODE_KEYS = ['input', 'context', 'params', 'output', 'meta', 'description'];

/**
 * An object literal's properties by name (only the `allowed` ones). Chart keys
 * must hold a written-out value; CODE_KEYS may hold anything.
 */
function propsOf(node: ts.Expression, where: string, allowed: readonly string[]): Props {
  const object = bare(node);
  if (!ts.isObjectLiteralExpression(object)) throw new NotStatic(`${where}: not an object literal`);
  const props: Props = new Map();
  for (const property of object.properties) {
    if (ts.isSpreadAssignment(property)) throw new NotStatic(`${where}: a spread (...)`);
    const name = property.name;
    if (name && ts.isComputedPropertyName(name))
      throw new NotStatic(`${where}: a computed key [${name.expression.getText()}]`);
    if (!name || !(ts.isIdentifier(name) || ts.isStringLiteral(name)))
      throw new NotStatic(`${where}: a key that is not a name`);
    const key = name.text;
    if (!allowed.includes(key)) throw new NotStatic(`${where}: an unknown key "${key}"`);
    if (ts.isShorthandPropertyAssignment(property))
      throw new NotStatic(`${where}.${key}: a value taken from elsewhere`);
    if (!ts.isPropertyAssignment(property) && !CODE_KEYS.includes(key))
      throw new NotStatic(`${where}.${key}: a method, not a written-out value`);
    props.set(key, ts.isPropertyAssignment(property) ? property.initializer : null);
  }
  return props;
}

function literal(node: ts.Expression | null | undefined, where: string): string {
  const value = node && bare(node);
  if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)))
    return value.text;
  throw new NotStatic(`${where}: not a string literal`);
}

function elements(node: ts.Expression, where: string): ts.Expression[] {
  const value = bare(node);
  if (!ts.isArrayLiteralExpression(value)) return [value];
  return value.elements.map((element) => {
    if (ts.isSpreadElement(element)) throw new NotStatic(`${where}: a spread (...)`);
    return element;
  });
}

/** A named action or guard: 'name', or { type: 'name', params }. */
function named(node: ts.Expression, where: string): string {
  const value = bare(node);
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text;
  if (ts.isObjectLiteralExpression(value))
    return literal(propsOf(value, where, ['type', 'params']).get('type'), `${where}.type`);
  throw new NotStatic(`${where}: not named (inline code)`);
}

const STATE_KEYS = [
  'id',
  'type',
  'initial',
  'states',
  'on',
  'always',
  'invoke',
  'entry',
  'exit',
  'tags',
  'after',
  'onDone',
  'description',
  'meta',
  'output',
  'history',
  'target',
] as const;
const ROOT_KEYS = [...STATE_KEYS, 'context', 'version'] as const;
const TRANSITION_KEYS = ['target', 'guard', 'actions', 'reenter', 'description', 'meta'];
const INVOKE_KEYS = ['id', 'src', 'input', 'onDone', 'onError', 'onSnapshot', 'systemId'];

interface StaticTransition {
  targets: string[];
  guard: string | null;
  actions: string[];
  reenter: boolean;
}

interface StaticState {
  id: string;
  path: string[];
  type: string;
  initial: string | null;
  tags: string[];
  entry: string[];
  exit: string[];
  invoke: { id: string; src: string }[];
  on: Record<string, StaticTransition[]>;
  states: string[];
}

function transitionsOf(node: ts.Expression, where: string): StaticTransition[] {
  return elements(node, where).map((element, index) => {
    const at = `${where}[${index}]`;
    const value = bare(element);
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))
      return { targets: [value.text], guard: null, actions: [], reenter: false };
    const props = propsOf(value, at, TRANSITION_KEYS);
    const target = props.get('target');
    const guard = props.get('guard');
    const actions = props.get('actions');
    const reenter = props.get('reenter');
    if (reenter && ![ts.SyntaxKind.TrueKeyword, ts.SyntaxKind.FalseKeyword].includes(reenter.kind))
      throw new NotStatic(`${at}.reenter: not true or false`);
    return {
      targets: target
        ? elements(target, `${at}.target`).map((t) => literal(t, `${at}.target`))
        : [],
      guard: guard ? named(guard, `${at}.guard`) : null,
      actions: actions
        ? elements(actions, `${at}.actions`).map((a) => named(a, `${at}.actions`))
        : [],
      reenter: reenter?.kind === ts.SyntaxKind.TrueKeyword,
    };
  });
}

function readState(
  node: ts.Expression,
  path: string[],
  machineId: string,
  into: StaticState[],
): StaticState {
  const where = path.length ? path.join('.') : machineId;
  const props = propsOf(node, where, path.length ? STATE_KEYS : ROOT_KEYS);
  const prop = (key: string) => props.get(key) ?? null;
  const id = path.length
    ? prop('id')
      ? literal(prop('id'), `${where}.id`)
      : [machineId, ...path].join('.')
    : machineId;
  const state: StaticState = {
    id,
    path,
    type: prop('type') ? literal(prop('type'), `${where}.type`) : 'atomic',
    initial: prop('initial') ? literal(prop('initial'), `${where}.initial`) : null,
    tags: prop('tags')
      ? elements(prop('tags')!, `${where}.tags`).map((t) => literal(t, where))
      : [],
    entry: prop('entry')
      ? elements(prop('entry')!, `${where}.entry`).map((a) => named(a, `${where}.entry`))
      : [],
    exit: prop('exit')
      ? elements(prop('exit')!, `${where}.exit`).map((a) => named(a, `${where}.exit`))
      : [],
    invoke: [],
    on: {},
    states: [],
  };
  into.push(state);
  if (prop('on')) {
    for (const [event, value] of propsOf(prop('on')!, `${where}.on`, anyKey(prop('on')!)))
      state.on[event] = transitionsOf(value!, `${where}.on.${event}`);
  }
  if (prop('always')) state.on[ALWAYS] = transitionsOf(prop('always')!, `${where}.always`);
  if (prop('after')) {
    for (const [delay, value] of propsOf(prop('after')!, `${where}.after`, anyKey(prop('after')!)))
      state.on[`xstate.after.${delay}.${id}`] = transitionsOf(value!, `${where}.after.${delay}`);
  }
  if (prop('onDone'))
    state.on[`xstate.done.state.${id}`] = transitionsOf(prop('onDone')!, `${where}.onDone`);
  if (prop('invoke')) {
    elements(prop('invoke')!, `${where}.invoke`).forEach((element, index) => {
      const at = `${where}.invoke[${index}]`;
      const invoke = propsOf(element, at, INVOKE_KEYS);
      const invokeId = invoke.get('id') ? literal(invoke.get('id'), `${at}.id`) : `${index}.${id}`;
      state.invoke.push({ id: invokeId, src: literal(invoke.get('src'), `${at}.src`) });
      const onDone = invoke.get('onDone');
      const onError = invoke.get('onError');
      if (onDone) state.on[`xstate.done.actor.${invokeId}`] = transitionsOf(onDone, `${at}.onDone`);
      if (onError)
        state.on[`xstate.error.actor.${invokeId}`] = transitionsOf(onError, `${at}.onError`);
    });
  }
  if (prop('states')) {
    const children = propsOf(prop('states')!, `${where}.states`, anyKey(prop('states')!));
    for (const [key, child] of children) {
      if (!child) throw new NotStatic(`${where}.states.${key}: not an object literal`);
      state.states.push(readState(child, [...path, key], machineId, into).id);
    }
    if (state.type === 'atomic') state.type = 'compound';
  }
  return state;
}

/** Every key an object literal has (its checks for spreads and computed keys still apply). */
function anyKey(node: ts.Expression): string[] {
  const object = bare(node);
  if (!ts.isObjectLiteralExpression(object)) return [];
  return object.properties.flatMap((p) =>
    p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : [],
  );
}

/** The one `setup({…}).createMachine({…})` in a source file. */
function machineConfig(source: ts.SourceFile): ts.Expression {
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'createMachine' &&
      ts.isCallExpression(node.expression.expression) &&
      ts.isIdentifier(node.expression.expression.expression) &&
      node.expression.expression.expression.text === 'setup' &&
      node.arguments[0]
    ) {
      found.push(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (found.length !== 1)
    throw new NotStatic(`expected one setup(…).createMachine(…), found ${found.length}`);
  return found[0]!;
}

/** Resolves a written target the way XState does: '#id', '.child' or a sibling. */
function resolveTarget(target: string, from: StaticState, states: StaticState[]): string {
  const byId = new Map(states.map((s) => [s.id, s]));
  const byPath = new Map(states.map((s) => [s.path.join('.'), s]));
  const descend = (base: StaticState, rest: string) => {
    const found = byPath.get([...base.path, ...rest.split('.')].join('.'));
    if (!found) throw new NotStatic(`${from.id}: no state "${target}"`);
    return found.id;
  };
  if (target.startsWith('#')) {
    const whole = byId.get(target.slice(1));
    if (whole) return whole.id;
    const [head, ...rest] = target.slice(1).split('.');
    const base = byId.get(head!);
    if (!base) throw new NotStatic(`${from.id}: no state "${target}"`);
    return descend(base, rest.join('.'));
  }
  if (target.startsWith('.')) return descend(from, target.slice(1));
  const parent = byPath.get(from.path.slice(0, -1).join('.'));
  if (!parent) throw new NotStatic(`${from.id}: no parent for "${target}"`);
  return descend(parent, target);
}

/** The chart as a static reader sees it in the source text of a machine file. */
export function staticChart(sourceText: string, fileName = 'machine.ts'): Chart {
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true);
  const config = machineConfig(source);
  const id = literal(propsOf(config, 'the machine', ROOT_KEYS).get('id'), 'the machine id');
  const states: StaticState[] = [];
  readState(config, [], id, states);
  const chart: Chart = {};
  for (const state of states) {
    const resolve = (target: string) => resolveTarget(target, state, states);
    chart[state.id] = {
      type: state.type,
      initial: state.initial === null ? null : resolve(`.${state.initial}`),
      tags: state.tags,
      entry: state.entry,
      exit: state.exit,
      invoke: state.invoke,
      on: Object.fromEntries(
        Object.entries(state.on).map(([event, transitions]) => [
          event,
          transitions.map((t) => ({ ...t, targets: t.targets.map(resolve) })),
        ]),
      ),
      states: state.states,
    };
  }
  return chart;
}

// ---------------------------------------------------------------- run time

function nameOf(item: unknown): string {
  if (typeof item === 'string') return item;
  if (typeof item === 'object' && item !== null && 'type' in item) return String(item.type);
  return '(inline)';
}

function transitionOf(t: {
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  actions: readonly unknown[];
  reenter: boolean;
}): ChartTransition {
  return {
    targets: (t.target ?? []).map((node) => node.id),
    guard: t.guard === undefined ? null : nameOf(t.guard),
    actions: t.actions.map(nameOf),
    reenter: t.reenter,
  };
}

/** The chart of the machine as XState built it. */
export function runtimeChart(machine: AnyStateMachine): Chart {
  const chart: Chart = {};
  const visit = (node: AnyStateNode) => {
    const on: Record<string, ChartTransition[]> = {};
    for (const [event, transitions] of node.transitions) on[event] = transitions.map(transitionOf);
    if (node.always) on[ALWAYS] = node.always.map(transitionOf);
    const children = Object.values(node.states) as AnyStateNode[];
    chart[node.id] = {
      type: node.type,
      initial: node.type === 'compound' ? (node.initial.target[0]?.id ?? null) : null,
      tags: [...node.tags],
      entry: node.entry.map(nameOf),
      exit: node.exit.map(nameOf),
      invoke: node.invoke.map((i) => ({ id: i.id, src: String(i.src) })),
      on,
      states: children.map((child) => child.id),
    };
    children.forEach(visit);
  };
  visit(machine.root);
  return chart;
}

/** States and transitions of a chart, for the test's name. */
export function sizeOf(chart: Chart) {
  const states = Object.keys(chart).length;
  const transitions = Object.values(chart).reduce(
    (sum, state) => sum + Object.values(state.on).reduce((n, list) => n + list.length, 0),
    0,
  );
  return { states, transitions };
}
