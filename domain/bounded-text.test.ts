/**
 * Hostile strings are refused by their length before any pattern runs, and the
 * one email check is the old rule in one pass. The work is counted, not timed:
 * a payload whose only long field is also malformed gets the length issue and
 * nothing else, so neither the field's pattern nor the refinements of the
 * objects around it ran.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdRequestSchemaAt } from './astro/api';
import { DISCLAIMER_VERSION } from './astro/disclaimer';
import { emailField, isEmailAddress, MAX_EMAIL_LENGTH } from './bounded-text';
import { findMyOrderRequestSchema } from './my-order';
import { buildPujaOrder } from './order-builders';
import { orderPayloadSchemas } from './order-payload';
import { devoteeErasureRequestSchema } from './privacy/requests';
import { LIVING_PERSON, SAMPLE_ADDRESS } from './test-support/fixtures';

/** The string that held the server for 95 s under the old pattern (issue 33's probe). */
const HOSTILE_EMAIL = `a@${'.'.repeat(200_000)} x`;
const NOW = () => new Date('2026-06-01T12:00:00Z');

const issuesOf = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  (result.error?.issues ?? []) as { code: string; path: (string | number)[] }[];
const summary = (issues: { code: string; path: (string | number)[] }[]) =>
  issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`);

describe('isEmailAddress', () => {
  // The rule it replaces, run here on short strings only.
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- the replaced rule, as the reference
  const OLD_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  it('says what the old pattern said, on any short string', () => {
    const chars = fc.constantFrom('a', 'b', '@', '.', ' ', '\t', '\u00a0', '\u2028', 'é');
    fc.assert(
      fc.property(fc.string({ unit: chars, maxLength: 12 }), (value) => {
        expect(isEmailAddress(value)).toBe(OLD_PATTERN.test(value));
      }),
      { numRuns: 5_000 },
    );
  });

  it.each([
    ['devotee@example.org', true],
    ['a@b.c', true],
    ['a@.b', false],
    ['a@b.', false],
    ['@b.c', false],
    ['a@b@c.d', false],
    ['a b@c.d', false],
  ])('%s → %s', (value, expected) => {
    expect(isEmailAddress(value)).toBe(expected);
  });
});

describe('an over-long field is refused by its length alone', () => {
  it('emailField: only the length issue, the address check never reached', () => {
    const result = emailField('Enter an email address').safeParse(HOSTILE_EMAIL);
    expect(summary(issuesOf(result))).toEqual([': too_big']);
    // One character under the limit, the same text is checked as an address.
    const under = emailField('Enter an email address').safeParse(
      `a@${'.'.repeat(MAX_EMAIL_LENGTH - 4)} x`,
    );
    expect(summary(issuesOf(under))).toEqual([': custom']);
  });

  it('Find my order', () => {
    const result = findMyOrderRequestSchema.safeParse({
      orderNumber: 'P'.repeat(200_000),
      email: HOSTILE_EMAIL,
    });
    expect(summary(issuesOf(result))).toEqual(['orderNumber: too_big', 'email: too_big']);
  });

  it('an order: the address email and every other field, no cross-field rule run', () => {
    const built = buildPujaOrder(
      {
        people: [{ ...LIVING_PERSON, pujaId: 11, requestedPujaDate: '03/07/2026' }],
        notes: '',
        shipping: SAMPLE_ADDRESS,
        billing: SAMPLE_ADDRESS,
      },
      { costLookup: { '11': 25 } },
    );
    const [item] = built.pujaOrderLineitems;
    const long = 'x'.repeat(200_000);
    const result = orderPayloadSchemas(NOW).puja.safeParse({
      ...built,
      pujaOrderBillingAddresses: [{ ...SAMPLE_ADDRESS, email: HOSTILE_EMAIL }],
      pujaOrderLineitems: [{ ...item, birthDate: long, birthTimeHour: long, firstName: long }],
    });
    expect(summary(issuesOf(result)).sort()).toEqual([
      'pujaOrderBillingAddresses.0.email: too_big',
      'pujaOrderLineitems.0.birthDate: too_big',
      'pujaOrderLineitems.0.birthTimeHour: too_big',
      'pujaOrderLineitems.0.firstName: too_big',
    ]);
  });

  it('an astrology hold', () => {
    const result = holdRequestSchemaAt(NOW).safeParse({
      readingTypeId: 1,
      astrologerId: 1,
      start: '2026-06-03T10:00:00.000Z',
      visitorTimeZone: 'Asia/Kolkata'.repeat(20_000),
      disclaimerVersion: DISCLAIMER_VERSION,
      people: [{ fullName: 'A', birthDate: '1990-04-12', birthTime: '', birthPlace: 'Kochi' }],
      email: HOSTILE_EMAIL,
    });
    expect(summary(issuesOf(result))).toEqual(['visitorTimeZone: too_big', 'email: too_big']);
  });

  it('an erasure request', () => {
    const result = devoteeErasureRequestSchema.safeParse({
      orderNumber: 'P0000000000001',
      email: HOSTILE_EMAIL,
    });
    expect(result.success).toBe(false);
    const codes = issuesOf(result).flatMap((issue) =>
      'errors' in issue
        ? (issue.errors as { code: string; path: string[] }[][]).flat().map((e) => e.code)
        : [issue.code],
    );
    expect(codes).toContain('too_big');
    expect(codes).not.toContain('custom');
    expect(codes).not.toContain('invalid_format');
  });
});
