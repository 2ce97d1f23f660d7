/**
 * The mutations of a fuzz request: each takes a valid seed body and returns
 * what to send (raw text, content type, headers), deterministically from the
 * PRNG. The names are those of the hardening issue's list.
 */
import type { Random } from './prng';

export interface Mutated {
  mutation: string;
  /** The body text, or null for no body. */
  body: string | null;
  contentType: string | null;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const clone = (value: unknown): Json => JSON.parse(JSON.stringify(value ?? {})) as Json;

/** Every [container, key] pair inside a JSON value (for picking a field to change). */
export function slots(value: Json, out: [Json[] | Record<string, Json>, string | number][] = []) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      out.push([value, index]);
      slots(item, out);
    });
  } else if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      out.push([value, key]);
      slots(value[key]!, out);
    }
  }
  return out;
}

function setAt(random: Random, body: Json, make: (old: Json) => Json): Json {
  const all = slots(body);
  if (all.length === 0) return make(body);
  const [container, key] = random.pick(all);
  (container as Record<string | number, Json>)[key] = make(
    (container as Record<string | number, Json>)[key]!,
  );
  return body;
}

const WEIRD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '😀👩‍👩‍👧‍👦',
  '\ud800',
  'Ω≈ç√∫',
  '=cmd|" /C calc"!A0',
  '+SUM(1+1)',
  '@HYPERLINK("http://example.org")',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "'; DROP TABLE orders; --",
  '../../../../etc/passwd',
  '%00%0d%0a',
  '2026-02-31',
  '2026-13-01T25:61:00Z',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  '-1',
  'NaN',
  '1e309',
];

const WEIRD_VALUES: Json[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  {},
  [null],
  { '': '' },
  '123',
];

function deep(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

export const MUTATIONS: Record<string, (random: Random, seed: unknown) => Mutated> = {
  valid: (_random, seed) => json(seed),
  'type confusion': (random, seed) =>
    json(setAt(random, clone(seed), () => random.pick(WEIRD_VALUES))),
  'missing field': (random, seed) => {
    const body = clone(seed);
    const all = slots(body).filter(([container]) => !Array.isArray(container));
    if (all.length > 0) {
      const [container, key] = random.pick(all);
      delete (container as Record<string, Json>)[key];
    }
    return json(body);
  },
  'extra field': (random, seed) => {
    const body = clone(seed);
    const objects = [body, ...slots(body).map(([c, k]) => (c as Record<string, Json>)[k]!)].filter(
      (value): value is Record<string, Json> =>
        !!value && typeof value === 'object' && !Array.isArray(value),
    );
    if (objects.length > 0)
      random.pick(objects)[`extra${random.int(100)}`] = random.pick(WEIRD_VALUES);
    return json(body);
  },
  '100 kB string': (random, seed) => json(setAt(random, clone(seed), () => 'x'.repeat(100_000))),
  'deep nesting': (random) => ({
    mutation: 'deep nesting',
    body: random.chance(0.5) ? deep(10_000) : '['.repeat(40) + ']'.repeat(40),
    contentType: 'application/json',
  }),
  'prototype keys': (random, seed) => {
    const key = random.pick(['__proto__', 'constructor', 'prototype']);
    const text = JSON.stringify(clone(seed));
    const inject =
      key === 'constructor'
        ? '"constructor":{"prototype":{"polluted":1}}'
        : `"${key}":{"polluted":1}`;
    return {
      mutation: 'prototype keys',
      body: text.startsWith('{') && text !== '{}' ? `{${inject},${text.slice(1)}` : `{${inject}}`,
      contentType: 'application/json',
    };
  },
  'unicode and NUL': (random, seed) =>
    json(setAt(random, clone(seed), () => random.pick(WEIRD_STRINGS.slice(2, 8)))),
  'invalid dates': (random, seed) =>
    json(setAt(random, clone(seed), () => random.pick(WEIRD_STRINGS.slice(17, 22)))),
  'formulas and markup': (random, seed) =>
    json(setAt(random, clone(seed), () => random.pick(WEIRD_STRINGS.slice(8, 16)))),
  'invalid JSON': (random, seed) => {
    const text = JSON.stringify(seed ?? {});
    const variants = [
      text.slice(0, Math.max(1, random.int(text.length))),
      `${text},`,
      text.replace(/"/g, "'"),
      '{"a":1,,}',
      'undefined',
      '\u0000',
      '{"a":"\\ud800"}',
    ];
    return {
      mutation: 'invalid JSON',
      body: random.pick(variants),
      contentType: 'application/json',
    };
  },
  'wrong content type': (random, seed) => ({
    mutation: 'wrong content type',
    body: JSON.stringify(seed ?? {}),
    contentType: random.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
      'application/jsonx',
      '',
    ]),
  }),
  'empty body': (random) => ({
    mutation: 'empty body',
    body: random.chance(0.5) ? '' : null,
    contentType: random.chance(0.5) ? 'application/json' : null,
  }),
  '2 MB body': (random) => ({
    mutation: '2 MB body',
    body: random.chance(0.5)
      ? JSON.stringify({ notes: 'x'.repeat(2 * 1024 * 1024) })
      : 'x'.repeat(2 * 1024 * 1024),
    contentType: 'application/json',
  }),
};

function json(body: unknown): Mutated {
  return { mutation: '', body: JSON.stringify(body ?? null), contentType: 'application/json' };
}

export const MUTATION_NAMES = Object.keys(MUTATIONS);
