/**
 * The pseudo-locale check of wizard steps (docs/translating.md): a flow's
 * model is walked (its generated paths) to each state it draws differently,
 * and the view of that state, drawn in the pseudo-language, must show no
 * plain Latin text but the model's own data.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { MemoryAddress } from './memory-address';
import type { I18n } from '@lingui/core';
import { beforeAll, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { generatePaths, type ModelSpec } from '../../../../machines/test-support/model-harness';
import { i18nWrapper } from '../../../../tests/test-support/i18n';
import { untranslatedText } from '../../../../tests/test-support/pseudo-locale';
import { NAKSHATRA_NAMES } from '../../../../domain/jyotish/nakshatra';
import { PSEUDO_LANGUAGE } from '../../../../domain/languages';

/** Every string `value` holds (answers, fixtures): data, never words of the site. */
function dataStrings(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string' && value.trim().length > 1) into.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) dataStrings(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) dataStrings(item, into);
  return into;
}

/** The data strings of `values`. */
const allowedData = (...values: unknown[]): string[] => [...dataStrings(values)];

/** Rules of what may show, the longest text first (so a long one is removed before its parts). */
const longestFirst = (rules: readonly (string | RegExp)[]): (string | RegExp)[] => [
  ...rules.filter((rule) => typeof rule === 'string').sort((a, b) => b.length - a.length),
  ...rules.filter((rule) => typeof rule !== 'string'),
];

/**
 * What a flow's steps may show besides catalog text, longest first: the
 * strings of `data` (its model's answers and fixtures), the birth stars' names
 * (domain/nakshatra-names.ts names them in each language), Intl's words
 * for `zones`, and `typed`, what the model types in.
 */
export function allowedInSteps(
  data: readonly unknown[],
  zones: readonly string[],
  typed: readonly (string | RegExp)[],
): (string | RegExp)[] {
  return longestFirst([
    ...allowedData(...data),
    ...NAKSHATRA_NAMES,
    ...intlWords(PSEUDO_LANGUAGE.code, zones),
    ...typed,
  ]);
}

/** One snapshot of each state the model tells apart by `key`. */
function distinctStates(
  spec: ModelSpec,
  key: (snapshot: AnyMachineSnapshot) => string,
  maxSteps = 14,
): AnyMachineSnapshot[] {
  const seen = new Map<string, AnyMachineSnapshot>();
  for (const path of generatePaths(spec, { maxSteps })) {
    for (const snapshot of path.states) {
      const which = key(snapshot);
      if (!seen.has(which)) seen.set(which, snapshot);
    }
  }
  return [...seen.values()];
}

/** What `ui`, drawn with `i18n`, shows that came from no catalog (`allowed` apart). */
function untranslatedIn(
  ui: ReactElement,
  i18n: I18n,
  allowed: readonly (string | RegExp)[],
): { drawn: boolean; found: string[] } {
  const view = render(
    <MemoryRouter>
      <MemoryAddress>{ui}</MemoryAddress>
    </MemoryRouter>,
    { wrapper: i18nWrapper(i18n) },
  );
  const drawn = Boolean(view.container.textContent?.trim());
  const found = untranslatedText(view.container, allowed);
  view.unmount();
  return { drawn, found };
}

/** Adds `found` to what `step` showed untranslated so far. */
function note(into: Map<string, string[]>, step: string, found: readonly string[]) {
  into.set(step, [...(into.get(step) ?? []), ...found]);
}

/** A state's step, and that step's view of it. */
export interface DrawnStep {
  step: string;
  ui: ReactElement;
}

/**
 * Each state of `spec` told apart by `key`, drawn by `draw` (null: no step of
 * the check) with `i18n`: what each step showed untranslated (`shown`, the
 * states that drew something) and the steps of the states that drew nothing.
 */
export function untranslatedBySteps(
  spec: ModelSpec,
  key: (snapshot: AnyMachineSnapshot) => string,
  draw: (snapshot: AnyMachineSnapshot) => DrawnStep | null,
  options: { i18n: I18n; allowed: readonly (string | RegExp)[]; maxSteps?: number },
): { shown: Map<string, string[]>; blank: string[] } {
  const shown = new Map<string, string[]>();
  const blank: string[] = [];
  for (const snapshot of distinctStates(spec, key, options.maxSteps)) {
    const drawn = draw(snapshot);
    if (drawn === null) continue;
    const { drawn: something, found } = untranslatedIn(drawn.ui, options.i18n, options.allowed);
    if (something) note(shown, drawn.step, found);
    else blank.push(drawn.step);
  }
  return { shown, blank };
}

/**
 * One test a step: `steps`, each reached by the model (drawn by `untranslated`,
 * once for the file) and showing no text but the catalog's and the allowed data.
 */
export function checkSteps(
  steps: readonly string[],
  untranslated: () => Map<string, string[]>,
): void {
  let shown: Map<string, string[]>;
  beforeAll(() => {
    shown = untranslated();
  }, 120_000);
  it.each(steps)('draws the %s step in each of its states in catalog text only', (step) => {
    expect(shown.has(step), `the model reaches ${step}`).toBe(true);
    expect([...new Set(shown.get(step))]).toEqual([]);
  });
}

/**
 * Intl's own words in `language` (weekday and month names, times of day,
 * the names of `zones`): dates are data formatted by Intl in the visitor's
 * language, which for the pseudo-language is English. A lone AM or PM is
 * not one of them (the forms' AM/PM choice is the catalog's).
 */
function intlWords(language: string, zones: readonly string[]): (string | RegExp)[] {
  const words = new Set<string>();
  // Twelve months, and seven days in a row (every weekday).
  const days = [
    ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1))),
    ...Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2026, 0, 1 + day))),
  ];
  for (const style of ['long', 'short'] as const) {
    const month = new Intl.DateTimeFormat(language, { month: style, timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat(language, { weekday: style, timeZone: 'UTC' });
    for (const day of days) words.add(month.format(day)).add(weekday.format(day));
    for (const zone of zones) {
      const name = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: style });
      for (const day of [days[0]!, days[6]!])
        words.add(name.formatToParts(day).find((part) => part.type === 'timeZoneName')!.value);
    }
  }
  for (const zone of zones) words.add(zone.replace(/_/g, ' ').split('/').pop()!);
  return [...words, /\b\d{1,2}:\d{2}\s?[AP]M\b/, /\b(GMT|UTC)([+-]\d{1,2}(:\d{2})?)?/];
}
