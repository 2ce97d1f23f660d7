/**
 * The pseudo-locale check of wizard steps (docs/translating.md): a flow's
 * model is walked (its generated paths) to each state it draws differently,
 * and the view of that state, drawn in the pseudo-language, must show no
 * plain Latin text but the model's own data.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { I18n } from '@lingui/core';
import type { AnyMachineSnapshot } from 'xstate';
import { generatePaths, type ModelSpec } from '../../../../machines/test-support/model-harness';
import { i18nWrapper } from '../../../../tests/test-support/i18n';
import { untranslatedText } from '../../../../tests/test-support/pseudo-locale';

/** Every string `value` holds (answers, fixtures): data, never words of the site. */
export function dataStrings(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string' && value.trim().length > 1) into.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) dataStrings(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) dataStrings(item, into);
  return into;
}

/** The data strings of `values`. */
export const allowedData = (...values: unknown[]): string[] => [...dataStrings(values)];

/** Rules of what may show, the longest text first (so a long one is removed before its parts). */
export const longestFirst = (rules: readonly (string | RegExp)[]): (string | RegExp)[] => [
  ...rules.filter((rule) => typeof rule === 'string').sort((a, b) => b.length - a.length),
  ...rules.filter((rule) => typeof rule !== 'string'),
];

/** One snapshot of each state the model tells apart by `key`. */
export function distinctStates(
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
export function untranslatedIn(
  ui: ReactElement,
  i18n: I18n,
  allowed: readonly (string | RegExp)[],
): { drawn: boolean; found: string[] } {
  const view = render(<MemoryRouter>{ui}</MemoryRouter>, { wrapper: i18nWrapper(i18n) });
  const drawn = Boolean(view.container.textContent?.trim());
  const found = untranslatedText(view.container, allowed);
  view.unmount();
  return { drawn, found };
}

/** Adds `found` to what `step` showed untranslated so far. */
export function note(into: Map<string, string[]>, step: string, found: readonly string[]) {
  into.set(step, [...(into.get(step) ?? []), ...found]);
}

/**
 * Intl's own words in `language` (weekday and month names, times of day,
 * the names of `zones`): dates are data formatted by Intl in the visitor's
 * language, which for the pseudo-language is English. A lone AM or PM is
 * not one of them (the forms' AM/PM choice is the catalog's).
 */
export function intlWords(language: string, zones: readonly string[]): (string | RegExp)[] {
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
