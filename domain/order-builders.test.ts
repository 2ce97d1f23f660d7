import { describe, expect, it } from 'vitest';
import {
  buildPujaOrder,
  buildRecommendationOrder,
  buildRegionalAstroOrder,
  buildRegionalPujaOrder,
  costOf,
  encodePaymentDetails,
  orderTotal,
  padLineItems,
  blankLineItem,
  withPaymentDetails,
  type OrderDraft,
} from './order-builders';
import { orderPayloadSchemas } from './order-payload';
import {
  DEPARTED_PERSON,
  LIVING_PERSON,
  SAMPLE_ADDRESS,
  SAMPLE_EVENT,
} from './test-support/fixtures';

// The schemas at a fixed instant: a birth date may not lie after it.
const SCHEMAS = orderPayloadSchemas(() => new Date('2026-06-01T12:00:00Z'));
const costLookup = { '11': 25, '12': 101.5 };
const draft: OrderDraft = {
  people: [
    { ...LIVING_PERSON, pujaId: 11, requestedPujaDate: '2026-03-07' },
    { ...DEPARTED_PERSON, pujaId: 12, requestedPujaDate: '03/08/2026' },
    { ...LIVING_PERSON, firstName: 'Ravi', pujaId: 99, requestedPujaDate: '3/9/26' },
  ],
  notes: ' Please pray for health. ',
  shipping: { ...SAMPLE_ADDRESS, state: 'OTHER', stateOther: 'Kerala', country: 'IN', email: '' },
  billing: { ...SAMPLE_ADDRESS, state: 'OTHER', stateOther: 'Ontario', country: 'ca' },
};

describe('buildPujaOrder', () => {
  const payload = buildPujaOrder(draft, { costLookup });

  it('passes the shared schema', () => {
    const result = SCHEMAS.puja.safeParse(payload);
    expect(result.error?.issues).toBeUndefined();
  });

  it('has exactly five line items, padded with blanks (pujaId -1, AM)', () => {
    expect(payload.pujaOrderLineitems).toHaveLength(5);
    const [, , , fourth, fifth] = payload.pujaOrderLineitems;
    for (const blank of [fourth, fifth]) {
      expect(blank).toMatchObject({ pujaId: -1, whichHalfOfTheDay: 'AM', firstName: '', cost: 0 });
      expect(blank?.birthTimeHour).toBe('-1');
    }
  });

  it('sets the plain-order constants and empty ANET payment details', () => {
    expect(payload).toMatchObject({
      commandName: 'PujaOrdering',
      attendanceType: 'NONE',
      clientId: 'puja-web-v3',
      paymentDetails: { encodedPaymentDetails: '', paymentProviderId: 'ANET' },
    });
  });

  it('normalises dates and pads time parts (empty becomes -1)', () => {
    const [first, second] = payload.pujaOrderLineitems;
    expect(first).toMatchObject({
      birthDate: '07/04/1985',
      birthTimeHour: '07',
      birthTimeMinute: '05',
      whichHalfOfTheDay: 'PM',
      requestedPujaDate: '03/07/2026',
      prayerTypeCode: 'LIVING',
      passingTimeHour: '-1',
      dateOfPassing: '',
    });
    expect(second).toMatchObject({
      birthDate: '03/05/1940',
      birthTimeHour: '-1',
      dateOfPassing: '02/01/2021',
      passingTimeHour: '11',
      passingTimeMinute: '15',
      passingWhichHalfOfTheDay: 'PM',
      passingTime: '11:15 PM',
      starOnTheDayOfPassing: 'Bharani',
      placeOfPassing: 'Chennai',
      prayerTypeCode: 'DEPARTED',
    });
    expect(payload.pujaOrderLineitems[2]?.requestedPujaDate).toBe('03/09/2026');
  });

  it('looks costs up by puja id with 0 as the default', () => {
    expect(payload.pujaOrderLineitems.map((item) => item.cost)).toEqual([25, 101.5, 0, 0, 0]);
    expect(orderTotal(payload)).toBe(126.5);
    expect(costOf({ '1': 5 }, 2)).toBe(0);
  });

  it('has one billing and one shipping address with OTHER replaced separately', () => {
    expect(payload.pujaOrderBillingAddresses).toHaveLength(1);
    expect(payload.pujaOrderShipmentAddresses).toHaveLength(1);
    expect(payload.pujaOrderBillingAddresses[0]).toMatchObject({
      state: 'Ontario',
      otherName: 'Ontario',
      country: 'CA',
    });
    expect(payload.pujaOrderShipmentAddresses[0]).toMatchObject({
      state: 'Kerala',
      email: 'asha@example.com',
    });
    expect(payload.billingStateOther).toBe('Ontario');
    expect(payload.prasadStateOther).toBe('Kerala');
    expect(payload.notes).toBe('Please pray for health.');
  });

  it('leaves the other-state texts empty for a listed state', () => {
    const listed = buildPujaOrder(
      { ...draft, billing: SAMPLE_ADDRESS, shipping: SAMPLE_ADDRESS },
      { costLookup },
    );
    expect(listed.billingStateOther).toBe('');
    expect(listed.prasadStateOther).toBe('');
    expect(listed.pujaOrderBillingAddresses[0]?.state).toBe('CA');
  });
});

describe('padLineItems', () => {
  it('cuts extra items to five', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ ...blankLineItem(), pujaId: i }));
    expect(padLineItems(six).map((item) => item.pujaId)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('buildRecommendationOrder', () => {
  it('is a plain order without prasadStateOther and with an empty shipping address', () => {
    const payload = buildRecommendationOrder(draft, { costLookup });
    expect(SCHEMAS.recommendation.safeParse(payload).error?.issues).toBeUndefined();
    expect(payload).toMatchObject({ commandName: 'PujaOrdering', attendanceType: 'NONE' });
    expect('prasadStateOther' in payload).toBe(false);
    expect(payload.pujaOrderShipmentAddresses).toHaveLength(1);
  });
});

describe('regional orders', () => {
  const regionalDraft: OrderDraft = {
    ...draft,
    people: [{ ...LIVING_PERSON, pujaId: SAMPLE_EVENT.id }],
  };

  it('builds a RegionalPujaOrder with UTC 12-hour dates, region ids and event costs', () => {
    const payload = buildRegionalPujaOrder(regionalDraft, [SAMPLE_EVENT], 7);
    expect(SCHEMAS.regionalPuja.safeParse(payload).error?.issues).toBeUndefined();
    expect(payload).toMatchObject({ commandName: 'RegionalPujaOrder', attendanceType: 'N' });
    expect('prasadStateOther' in payload).toBe(false);
    expect(payload.pujaOrderLineitems[0]).toMatchObject({
      pujaId: 501,
      regionId: 7,
      requestedPujaDate: '03/07/2026 06:30 PM',
      cost: 51,
    });
    expect(payload.pujaOrderLineitems).toHaveLength(5);
    expect(payload.pujaOrderLineitems[4]).toMatchObject({ pujaId: -1, regionId: 7 });
    expect(payload.pujaOrderShipmentAddresses[0]?.state).toBe('Kerala');
  });

  it('builds a RegionalAstroOrder with an empty shipping address', () => {
    const payload = buildRegionalAstroOrder(regionalDraft, [SAMPLE_EVENT], 7);
    expect(SCHEMAS.regionalAstro.safeParse(payload).error?.issues).toBeUndefined();
    expect(payload.commandName).toBe('RegionalAstroOrder');
    expect(payload.attendanceType).toBe('N');
    expect(Object.values(payload.pujaOrderShipmentAddresses[0] ?? {}).every((v) => !v)).toBe(true);
  });
});

describe('payment details', () => {
  it('base64-encodes the opaque data into the payload', () => {
    const payload = buildPujaOrder(draft, { costLookup });
    const opaque = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'abc' };
    const paid = withPaymentDetails(payload, encodePaymentDetails(opaque));
    expect(JSON.parse(atob(paid.paymentDetails.encodedPaymentDetails))).toEqual(opaque);
    expect(paid.paymentDetails.paymentProviderId).toBe('ANET');
    expect(payload.paymentDetails.encodedPaymentDetails).toBe('');
  });
});
