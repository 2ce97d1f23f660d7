/**
 * The view level of a model test: a small set of the generated paths (chosen
 * by `coveringPaths` from the bare runs) driven through the real page with
 * user-event, actors faked at the boundary. After every step the live actor's
 * state must equal the model's, and the page must show that state's view and
 * no other (each view is a predicate on the page; exactly one may hold). A
 * last test fails unless the paths entered every state and took every
 * transition on the live actor; its line (`view <machineId>: …`) is printed
 * by `npm run test:model` beside the bare level's.
 */
import { render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { MemoryAddress } from './memory-address';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject, InspectionEvent } from 'xstate';
import {
  coverageLine,
  specName,
  coverageOf,
  coverageRecorder,
  coveringPaths,
  generatePaths,
  runBare,
  stateKey,
  type CoverageScope,
  type Entry,
  type ModelPath,
  type ModelSpec,
  type PathRun,
} from '../../../../machines/test-support/model-harness';
import { i18nWrapper, testI18n } from '../../../../tests/test-support/i18n';

/**
 * Renders a flow's page in English under a router and waits until `started`
 * (the page starts its machine once mounted, or once it knows whether the
 * dev inspector is on).
 */
export async function renderStarted(
  page: ReactElement,
  started: () => boolean,
): Promise<RenderResult> {
  const i18n = await testI18n('en');
  const view = render(
    <MemoryRouter>
      <MemoryAddress>{page}</MemoryAddress>
    </MemoryRouter>,
    { wrapper: i18nWrapper(i18n) },
  );
  await waitFor(() => expect(started()).toBe(true));
  return view;
}

/** One rendering of the page for one path. */
export interface ViewSession {
  /** Performs one event of the path through the page: a click, typing, the fake's answer. */
  perform(event: EventObject, user: UserEvent): Promise<void>;
  unmount(): void;
}

export interface ViewDriver {
  /**
   * Renders the real page for an entry. `inspect` goes to the flow's actor
   * (through the page's test-only `inspect` prop or the actor the test creates):
   * it is how the test reaches the running actor and measures what it covered.
   */
  start(
    entry: Entry,
    inspect: (event: InspectionEvent) => void,
  ): ViewSession | Promise<ViewSession>;
  /**
   * Whether the page can produce a move in a state: a user event, or an actor's
   * outcome (a promise answers once). Paths are cut before one it cannot.
   */
  usable?(event: EventObject, before: AnyMachineSnapshot): boolean;
  /** Which of `views` a model state shows. */
  viewOf(snapshot: AnyMachineSnapshot): string;
  /** Each view as a predicate on the page now: exactly the expected one holds. */
  views: Record<string, () => boolean>;
}

/** The root actor the inspection events come from (the flow's own actor). */
function liveActorOf() {
  let actor: AnyActorRef | undefined;
  return {
    capture(event: InspectionEvent) {
      if (event.actorRef.sessionId === event.rootId) actor ??= event.actorRef as AnyActorRef;
    },
    snapshot(): AnyMachineSnapshot {
      if (!actor) throw new Error('The page started no actor');
      return actor.getSnapshot() as AnyMachineSnapshot;
    },
  };
}

/** A view path's longest walk: short walks keep each test well inside its time limit. */
const VIEW_MAX_STEPS = 20;

/**
 * The paths the page can take: the model with only the user events the page
 * can produce in each state (actor outcomes and delays stay), its generated
 * walks (short ones) run on the bare machine, then a covering set of their prefixes.
 */
function viewPaths(spec: ModelSpec, driver: ViewDriver): ModelPath[] {
  const usable = driver.usable ?? (() => true);
  const pageSpec: ModelSpec = { ...spec, offers: usable };
  // A path the page cannot follow step by step (the abstraction hid a difference) is left out.
  const runs = generatePaths(pageSpec, { maxSteps: VIEW_MAX_STEPS }).flatMap((path) => {
    try {
      return [{ path, run: runBare(pageSpec, path) }];
    } catch {
      return [];
    }
  });
  return coveringPaths(
    runs.map(({ path }) => path),
    runs.map(({ run }) => run),
  );
}

/**
 * `scope`: for a machine shared by flows, the part this flow reaches (`flowScope`),
 * which its view paths must cover instead of the whole machine.
 */
export function viewModelSuite(spec: ModelSpec, driver: ViewDriver, scope?: CoverageScope): void {
  const paths = viewPaths(spec, driver);
  const runs: PathRun[] = [];

  async function showsOnly(snapshot: AnyMachineSnapshot, where: string) {
    const expected = driver.viewOf(snapshot);
    if (!(expected in driver.views)) throw new Error(`No view named ${expected}`);
    await waitFor(() => {
      const showing = Object.keys(driver.views).filter((name) => driver.views[name]!());
      expect(showing, `the views the page shows ${where}`).toEqual([expected]);
    });
  }

  const name = specName(spec, scope);
  describe(`view ${name}: a covering set of paths through the real page`, () => {
    for (const path of paths) {
      it(path.name, async () => {
        const coverage = coverageRecorder();
        const live = liveActorOf();
        const user = userEvent.setup({ delay: null });
        const session = await driver.start(path.entry, (event) => {
          live.capture(event);
          coverage.inspect(event);
        });
        try {
          coverage.noteStates(live.snapshot()._nodes);
          await showsOnly(live.snapshot(), 'at the start');
          for (const [index, event] of path.events.entries()) {
            coverage.step = index + 1;
            await session.perform(event, user);
            const model = path.expected[index]!;
            await waitFor(() =>
              expect(stateKey(spec, live.snapshot()), `after step ${index + 1}`).toBe(model),
            );
            await showsOnly(path.states[index]!, `after step ${index + 1} (${event.type})`);
          }
          runs.push({
            calls: [],
            transitions: coverage.transitions,
            states: coverage.states,
          });
        } finally {
          session.unmount();
        }
      });
    }

    it('covers every state and every transition through the page', ({ task }) => {
      const coverage = coverageOf(spec, paths.length, runs, scope);
      task.meta.modelCoverage = { line: coverageLine(coverage, 'view') };
      expect(runs, 'every view path ran').toHaveLength(paths.length);
      expect(coverage.states.missing, 'states no view path enters').toEqual([]);
      expect(coverage.transitions.missing, 'transitions no view path takes').toEqual([]);
    });
  });
}
