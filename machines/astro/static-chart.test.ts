/**
 * Proof that the astrology machines' source draws: each machine file, read
 * as text without running it (as the Stately visualiser reads a pasted
 * file), gives exactly the chart XState builds from it at run time: the same
 * states and ids, initial states, tags, entry and exit actions, invocations,
 * and for every state the same events with the same targets, guards and
 * actions, in order. Anything a static reader cannot follow fails the reading.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { bookingMachine } from './booking';
import { rescheduleMachine } from './reschedule';
import { ALWAYS, NotStatic, runtimeChart, sizeOf, staticChart } from './test-support/static-chart';

const MACHINES: [file: string, machine: AnyStateMachine][] = [
  ['booking/machine.ts', bookingMachine],
  ['reschedule/machine.ts', rescheduleMachine],
];

const sourceOf = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

describe.each(MACHINES)('machines/astro/%s read as text', (file, machine) => {
  const runs = runtimeChart(machine);
  const { states, transitions } = sizeOf(runs);

  it(`draws the chart the machine runs (${states} states, ${transitions} transitions)`, () => {
    expect(staticChart(sourceOf(file), file)).toEqual(runs);
  });

  it('names every guard and action (none is inline code)', () => {
    const drawn = staticChart(sourceOf(file), file);
    const names = Object.values(drawn).flatMap((state) => [
      ...state.entry,
      ...state.exit,
      ...Object.values(state.on).flatMap((list) =>
        list.flatMap((t) => [...t.actions, ...(t.guard ? [t.guard] : [])]),
      ),
    ]);
    expect(names.length).toBeGreaterThan(0);
    const implemented = [
      ...Object.keys(machine.implementations.actions),
      ...Object.keys(machine.implementations.guards),
    ];
    expect(names.filter((name) => !implemented.includes(name))).toEqual([]);
  });
});

/** A small machine file around a `states` block. */
const machineFile = (states: string) =>
  `import { setup } from 'xstate';
   export const m = setup({}).createMachine({ id: 'm', initial: 'a', states: ${states} });`;

describe('reading a machine as text', () => {
  it('resolves sibling, child and #id targets, and eventless and invoked transitions', () => {
    const chart = staticChart(
      machineFile(`{
        a: { always: [{ guard: 'ready', target: 'b' }], on: { go: { target: '#m.b.c', actions: ['x', { type: 'y', params: { n: 1 } }] } } },
        b: {
          initial: 'c',
          on: { in: '.d' },
          states: { c: { invoke: { id: 'load', src: 'load', onDone: 'd', onError: { target: '#m.a' } } }, d: { type: 'final' } },
        },
      }`),
    );
    expect(chart['m.a']!.on).toEqual({
      [ALWAYS]: [{ targets: ['m.b'], guard: 'ready', actions: [], reenter: false }],
      go: [{ targets: ['m.b.c'], guard: null, actions: ['x', 'y'], reenter: false }],
    });
    expect(chart['m.b']).toMatchObject({ type: 'compound', initial: 'm.b.c' });
    expect(chart['m.b']!.on.in![0]!.targets).toEqual(['m.b.d']);
    expect(chart['m.b.c']!.invoke).toEqual([{ id: 'load', src: 'load' }]);
    expect(chart['m.b.c']!.on['xstate.done.actor.load']![0]!.targets).toEqual(['m.b.d']);
    expect(chart['m.b.c']!.on['xstate.error.actor.load']![0]!.targets).toEqual(['m.a']);
  });

  it.each([
    ['a computed event key', `{ a: { on: { [NEXT]: 'b' } }, b: {} }`, /computed key \[NEXT\]/],
    ['a computed state key', `{ a: {}, [LAST]: {} }`, /computed key \[LAST\]/],
    ['a spread of transitions', `{ a: { on: { ...moves, go: 'b' } }, b: {} }`, /spread/],
    ['a spread of states', `{ a: {}, ...(regional ? { b: {} } : {}) }`, /spread/],
    ['a spread in a list', `{ a: { always: [...back, { target: 'b' }] }, b: {} }`, /spread/],
    ['a state from elsewhere', `{ a, b: {} }`, /taken from elsewhere/],
    ['a state built by a function', `{ a: stepFrom('a'), b: {} }`, /not an object literal/],
    ['a computed target', `{ a: { on: { go: { target: STEP } } }, b: {} }`, /not a string literal/],
    [
      'an inline guard',
      `{ a: { on: { go: { guard: () => true, target: 'b' } } }, b: {} }`,
      /inline/,
    ],
    ['an inline action', `{ a: { entry: assign({ n: 1 }) }, b: {} }`, /inline/],
  ])('fails on %s', (_, states, why) => {
    expect(() => staticChart(machineFile(states))).toThrow(NotStatic);
    expect(() => staticChart(machineFile(states))).toThrow(why);
  });
});
