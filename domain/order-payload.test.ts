/** The lenient order contract: absent line-item fields default as the site's builder sends them. */
import { describe, expect, it } from 'vitest';
import { blankLineItem, buildPujaOrder, type OrderDraft } from './order-builders';
import { LINE_ITEM_DEFAULTS, lineItemSchema, orderPayloadSchemas } from './order-payload';
import { DEPARTED_PERSON, LIVING_PERSON, SAMPLE_ADDRESS } from './test-support/fixtures';

// The schemas at a fixed instant: a birth date may not lie after it.
const SCHEMAS = orderPayloadSchemas(() => new Date('2026-06-01T12:00:00Z'));

const PASSING_FIELDS = [
  'starOnTheDayOfPassing',
  'dateOfPassing',
  'placeOfPassing',
  'passingTimeHour',
  'passingTimeMinute',
  'passingWhichHalfOfTheDay',
  'passingTime',
] as const;

const draft: OrderDraft = {
  people: [
    { ...LIVING_PERSON, pujaId: 11, requestedPujaDate: '2026-03-07' },
    { ...DEPARTED_PERSON, pujaId: 12, requestedPujaDate: '03/08/2026' },
  ],
  notes: '',
  shipping: SAMPLE_ADDRESS,
  billing: SAMPLE_ADDRESS,
};
const built = buildPujaOrder(draft, { costLookup: { '11': 25, '12': 50 } });

function without<T extends object>(value: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => !keys.includes(key)),
  ) as Partial<T>;
}

describe('line-item defaults', () => {
  it('are exactly the builder’s blank item', () => {
    expect(lineItemSchema().parse({})).toEqual(blankLineItem());
    expect({ ...LINE_ITEM_DEFAULTS }).toEqual(blankLineItem());
  });

  it('fill a living person’s passing details as the builder sends them', () => {
    const living = built.pujaOrderLineitems[0]!;
    expect(lineItemSchema().parse(without(living, PASSING_FIELDS))).toEqual(living);
  });

  it('turn an order of two partial items into the builder’s five', () => {
    const [living, departed] = built.pujaOrderLineitems;
    const lenient = {
      ...built,
      pujaOrderLineitems: [
        without(living!, [...PASSING_FIELDS, 'cost', 'customerNotes']),
        departed,
      ],
    };
    const parsed = SCHEMAS.puja.parse(lenient);
    expect(parsed.pujaOrderLineitems).toEqual(
      built.pujaOrderLineitems.map((item, index) => (index === 0 ? { ...item, cost: 0 } : item)),
    );
  });
});

describe('required fields', () => {
  it('are still named one by one', () => {
    const result = SCHEMAS.puja.safeParse({
      ...built,
      pujaOrderLineitems: [{ pujaId: 11 }, { firstName: 'Ravi', lastName: 'Nair' }],
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual([
      'pujaOrderLineitems.0.firstName',
      'pujaOrderLineitems.0.lastName',
      'pujaOrderLineitems.0.requestedPujaDate',
      'pujaOrderLineitems.1.pujaId',
    ]);
  });

  it('an order needs one to five items', () => {
    for (const items of [[], Array.from({ length: 6 }, () => ({}))]) {
      const result = SCHEMAS.puja.safeParse({ ...built, pujaOrderLineitems: items });
      const paths = new Set(result.error?.issues.map((issue) => issue.path.join('.')));
      expect([...paths]).toEqual(['pujaOrderLineitems']);
    }
  });
});

describe('messages of the rules without our own words', () => {
  it('are zod’s English, as the server has always answered them', () => {
    const parsed = SCHEMAS.puja.safeParse({ ...built, notes: 5, language: 'xx' });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(
      (parsed.success ? [] : parsed.error.issues).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]),
    );
    expect(messages).toEqual({
      notes: 'Invalid input: expected string, received number',
      language: 'Invalid option: expected one of "en"|"ml"|"ta"|"hi"',
    });
  });
});
