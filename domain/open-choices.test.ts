import { describe, expect, it } from 'vitest';
import { openEvents, openPujaDates } from './open-choices';
import { EMPTY_ORDER_PREFS, type PujaDetail } from './prefs';
import { SAMPLE_EVENT } from './test-support/fixtures';

const now = Date.parse('2026-03-01T00:00:00Z');
const kali: PujaDetail = {
  pujaId: 3,
  id: 3,
  code: 'KALI',
  key: 'kali',
  name: 'Kali Puja',
  displayName: 'Kali Puja',
  category: 'SPECIAL',
  cost: 51,
  price: 51,
  selectionOrder: 1,
  extDescription: '',
  pujaDates: ['01/01/2026'],
  pujaScheduleForWebList: [
    { dateOfPuja: '02/28/2026', orderCutoffTime: '2026-02-27T00:00:00Z' },
    { dateOfPuja: '03/20/2026', orderCutoffTime: '2026-03-18T00:00:00Z' },
  ],
};

describe('openPujaDates', () => {
  it('offers only dates before their cutoff', () => {
    const prefs = { ...EMPTY_ORDER_PREFS, pujaDetails: [kali] };
    expect(openPujaDates(prefs, 3, now)).toEqual(['03/20/2026']);
  });
  it('falls back to the pujaDates map without a schedule', () => {
    const prefs = {
      ...EMPTY_ORDER_PREFS,
      pujaDetails: [{ ...kali, pujaScheduleForWebList: [] }],
      pujaDates: { '3': ['04/01/2026'] },
    };
    expect(openPujaDates(prefs, 3, now)).toEqual(['04/01/2026']);
    expect(openPujaDates(EMPTY_ORDER_PREFS, 9, now)).toEqual([]);
  });
});

describe('openEvents', () => {
  it('keeps the region events before their cutoff, soonest first', () => {
    const later = { ...SAMPLE_EVENT, id: 2, eventDate: '2026-05-01T10:00:00Z' };
    const closed = { ...SAMPLE_EVENT, id: 3, orderCutOffTime: '2026-02-01T00:00:00Z' };
    const elsewhere = { ...SAMPLE_EVENT, id: 4, regionId: 8 };
    expect(openEvents([later, closed, elsewhere, SAMPLE_EVENT], 7, now).map((e) => e.id)).toEqual([
      501, 2,
    ]);
  });
});
