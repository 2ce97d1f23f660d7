/**
 * The choices step's cards in the page's language: the temple's own words
 * (`localized`) where it has written them, else the English, marked as English.
 */
import { describe, expect, it } from 'vitest';
import { chosenChoice, eventChoices, pujaChoiceGroups } from './choices';
import type { OrderWizardContext } from './context';
import { EMPTY_PREFS } from './prefs';
import { EMPTY_ORDER_PREFS, type PujaDetail, type RegionalEventDetail } from '../../domain/prefs';

const NOW = Date.parse('2026-01-01T00:00:00Z');

const puja = (id: number, name: string, category: string, extra: Partial<PujaDetail> = {}) =>
  ({
    pujaId: id,
    id,
    code: `P${id}`,
    key: `P${id}`,
    name,
    displayName: name,
    category,
    cost: 25,
    price: 25,
    selectionOrder: id,
    extDescription: `${name} is offered at dawn. The priest chants for you.`,
    pujaDates: [],
    pujaScheduleForWebList: [],
    ...extra,
  }) satisfies PujaDetail;

const GANAPATHI = puja(11, 'Ganapathi Homa', 'HOMAS', {
  localized: {
    language: 'ml',
    texts: {
      displayName: 'ഗണപതി ഹോമം',
      extDescription: 'പുലർച്ചെ നടത്തുന്ന ഹോമം. പുരോഹിതൻ നിങ്ങൾക്കായി ജപിക്കുന്നു.',
    },
  },
});
/** No translation at all: its name comes from the name table, its words stay English. */
const NAVAGRAHA = puja(12, 'Navagraha Homa', 'HOMAS');
/** Neither a translation nor a name table entry: all English. */
const LAMP = puja(13, 'Lamp Offering', 'HOMAS');

const EVENT: RegionalEventDetail = {
  id: 7,
  regionId: 3,
  regionName: 'Texas',
  name: 'Satyanarayana Puja',
  offeringTitle: 'Satyanarayana Puja in Houston',
  title: 'Community hall',
  hostedBy: 'The Houston volunteers',
  eventDate: '2026-02-01T15:00:00Z',
  timeZone: 'America/Chicago',
  orderCutOffTime: '2026-01-30T15:00:00Z',
  additionalEventDetailsAsHTML: '',
  contactEmailId: '',
  informationURL: '',
  cost: 51,
  extDescription: 'Bring flowers.',
  localized: {
    language: 'ml',
    texts: { offeringTitle: 'ഹ്യൂസ്റ്റണിലെ സത്യനാരായണ പൂജ', title: 'സമൂഹ ഹാൾ' },
  },
};

const context = {
  ...({} as OrderWizardContext),
  kind: 'puja',
  regionId: 3,
  loadedAt: NOW,
  prefs: {
    ...EMPTY_PREFS,
    order: { ...EMPTY_ORDER_PREFS, pujaDetails: [GANAPATHI, NAVAGRAHA, LAMP] },
    events: [EVENT],
  },
} satisfies OrderWizardContext;

const PUJA_FLOW = { kind: 'puja' as const, choice: { fromEvents: false } };
const EVENT_FLOW = { kind: 'regionalPuja' as const, choice: { fromEvents: true } };

describe('puja cards in the page language', () => {
  it('names and describes a puja in Malayalam where the temple wrote it', () => {
    const [homas] = pujaChoiceGroups(context, PUJA_FLOW, 'ml');
    const card = homas!.choices.find((choice) => choice.id === 11)!;
    expect(card).toMatchObject({
      name: 'ഗണപതി ഹോമം',
      nameLang: 'ml',
      textLang: 'ml',
      short: 'പുലർച്ചെ നടത്തുന്ന ഹോമം.',
    });
  });

  it('takes a name from the name table and keeps the untranslated description English', () => {
    const [homas] = pujaChoiceGroups(context, PUJA_FLOW, 'ml');
    expect(homas!.choices.find((choice) => choice.id === 12)).toMatchObject({
      name: 'നവഗ്രഹ ഹോമം',
      nameLang: 'ml',
      textLang: 'en',
      short: 'Navagraha Homa is offered at dawn.',
    });
    expect(homas!.choices.find((choice) => choice.id === 13)).toMatchObject({
      name: 'Lamp Offering',
      nameLang: 'en',
      textLang: 'en',
    });
  });

  it('is all English on an English page, and the review step reads the same choice', () => {
    const [homas] = pujaChoiceGroups(context, PUJA_FLOW, 'en');
    expect(homas!.choices.map((choice) => [choice.name, choice.nameLang])).toEqual([
      ['Ganapathi Homa', 'en'],
      ['Navagraha Homa', 'en'],
      ['Lamp Offering', 'en'],
    ]);
    expect(chosenChoice(context, PUJA_FLOW, 11, 'ta')).toMatchObject({
      name: 'கணபதி ஹோமம்',
      nameLang: 'ta',
    });
  });
});

describe('event cards in the page language', () => {
  it('shows the translated title and venue, the rest English marked so', () => {
    const [card] = eventChoices(context, 'ml');
    expect(card).toMatchObject({
      name: 'ഹ്യൂസ്റ്റണിലെ സത്യനാരായണ പൂജ',
      venue: 'സമൂഹ ഹാൾ',
      hostedBy: 'The Houston volunteers',
      note: 'Bring flowers.',
      langs: { name: 'ml', venue: 'ml', hostedBy: 'en', note: 'en' },
    });
    expect(chosenChoice(context, EVENT_FLOW, 7, 'hi')).toMatchObject({
      name: 'Satyanarayana Puja in Houston',
      langs: { name: 'en' },
    });
  });
});
