/**
 * The builders of the environment schema's fields: each takes what the reference
 * (docs/configuration.md) says about the setting and registers it with the field,
 * so the name, type, default and description live in one place.
 */
import { z } from 'zod';

/** The sections of the reference, in its order. */
export const SETTING_GROUPS = [
  'Listening and the site',
  'Payments',
  'Mail',
  'Rate limits',
  'Timeouts',
  'Monitoring and backups',
  'Personal data retention',
  'Tests',
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

export interface SettingDoc {
  group: SettingGroup;
  /** What the value is, in words ("positive number", "URL"). */
  type: string;
  /** The default in words (rendered as code when it is a literal value); unset when none. */
  default?: string | { computed: string };
  description: string;
  /** Never repeated in an error message (passwords, keys, tokens). */
  secret?: boolean;
}

/** Every field's documentation, keyed by the field's schema. */
export const settingDocs = z.registry<SettingDoc>();

type Doc = Omit<SettingDoc, 'type' | 'default'> & { default?: { computed: string } };

/** Environment values are strings; an empty one counts as unset. */
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

function documented<S extends z.ZodType>(schema: S, type: string, doc: Doc, fallback?: unknown) {
  const shown = fallback === undefined ? doc.default : String(fallback);
  settingDocs.add(schema, { ...doc, type, ...(shown !== undefined && { default: shown }) });
  return schema;
}

/** Free text, or unset. */
export function text(doc: Doc): z.ZodType<string | undefined> {
  return documented(z.preprocess(unsetWhenEmpty, z.string().optional()), 'text', doc);
}

/** Free text, `fallback` when unset. */
export function textOr(fallback: string, doc: Doc): z.ZodType<string> {
  return documented(
    z.preprocess(unsetWhenEmpty, z.string().default(fallback)),
    'text',
    doc,
    fallback,
  );
}

/** One of a few words. */
export function oneOf<const T extends readonly [string, ...string[]]>(
  words: T,
  doc: Doc,
  fallback: T[number],
) {
  const rule = `must be one of ${words.join(', ')}`;
  const value = z.enum(words, { error: rule }).default(fallback);
  const type = `one of ${words.map((word) => `\`${word}\``).join(', ')}`;
  return documented(z.preprocess(unsetWhenEmpty, value), type, doc, fallback);
}

/** An absolute http(s) URL, or unset. */
export function url(doc: Doc) {
  const value = z
    .url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' })
    .optional();
  return documented(z.preprocess(unsetWhenEmpty, value), 'URL', doc);
}

const positive = z.coerce
  .number({ error: 'must be a positive number' })
  .positive({ error: 'must be a positive number' });

/** A number above zero (fractions allowed), `fallback` when unset. */
export function positiveNumber(doc: Doc, fallback: number): z.ZodType<number> {
  const value = positive.default(fallback);
  return documented(z.preprocess(unsetWhenEmpty, value), 'positive number', doc, fallback);
}

/** A number above zero, or unset (its default is computed from other settings). */
export function optionalPositiveNumber(doc: Doc): z.ZodType<number | undefined> {
  return documented(z.preprocess(unsetWhenEmpty, positive.optional()), 'positive number', doc);
}

/** A whole number of at least `least`. */
export function wholeNumber(doc: Doc, fallback: number, least = 1) {
  const rule = `must be a whole number of at least ${least}`;
  const value = z.coerce.number({ error: rule }).int({ error: rule }).min(least, { error: rule });
  return documented(
    z.preprocess(unsetWhenEmpty, value.default(fallback)),
    `whole number ≥ ${least}`,
    doc,
    fallback,
  );
}

/** A TCP port (0: any free one). */
export function port(doc: Doc, fallback: number) {
  const rule = 'must be a port number';
  const value = z.coerce
    .number({ error: rule })
    .int({ error: rule })
    .min(0, { error: rule })
    .max(65_535, { error: rule });
  return documented(z.preprocess(unsetWhenEmpty, value.default(fallback)), 'port', doc, fallback);
}

/** A whole number, negative too, or unset. */
export function signedWholeNumber(doc: Doc, rule: string) {
  const value = z.coerce.number({ error: rule }).int({ error: rule }).optional();
  return documented(z.preprocess(unsetWhenEmpty, value), 'whole number', doc);
}

/** `true` or `false`. */
export function flag(doc: Doc, fallback: boolean) {
  const value = z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((word) => word === 'true');
  return documented(z.preprocess(unsetWhenEmpty, value), '`true` or `false`', doc, fallback);
}

/** Text turned into a value by `parse`, which answers null (with `rule` the refusal) when it cannot. */
export function parsedText<T>(
  doc: Doc,
  type: string,
  rule: string,
  parse: (raw: string | undefined) => T | null,
) {
  const value = z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const parsed = parse(raw);
      if (parsed !== null) return parsed;
      ctx.addIssue({ code: 'custom', message: rule });
      return z.NEVER;
    });
  return documented(z.preprocess(unsetWhenEmpty, value), type, doc);
}

/** A secret of at least `minLength` characters, or unset. */
export function token(doc: Omit<Doc, 'secret'>, minLength: number) {
  const value = z
    .string()
    .min(minLength, { error: `must be at least ${minLength} characters long` })
    .optional();
  return documented(
    z.preprocess(unsetWhenEmpty, value),
    `secret text (≥ ${minLength} characters)`,
    {
      ...doc,
      secret: true,
    },
  );
}
