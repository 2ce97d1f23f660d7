/**
 * What the order model's actors answer (the lists, the regions, the payment
 * machine's final answers, the temple's details) and what its steps type in.
 */
import { TEMPLE_DETAILS_EXAMPLE } from '../../../tests/test-support/temple-details-example';
import type { AddressDraft, PersonDraft } from '../../../domain/order-draft';
import type { Region } from '../../../domain/prefs';
import type { PaymentOutput } from '../../payment';
import type { PrefsBundle } from '../prefs';

const FAR = '2099-12-31T00:00:00Z';

export const MODEL_PREFS: PrefsBundle = {
  general: {
    countries: [
      { code: 'US', name: 'United States' },
      { code: 'IN', name: 'India' },
    ],
    states: [{ code: 'CA', name: 'California', country: 'US' }],
    birthStars: [{ code: 'ROHINI', name: 'Rohini', aliases: [] }],
    genderIdentities: [],
  },
  order: {
    pujaDetails: [
      {
        pujaId: 11,
        id: 11,
        code: 'GANA',
        key: 'gana',
        name: 'Ganapati Homa',
        displayName: 'Ganapati Homa',
        category: 'HOMAS',
        cost: 25,
        price: 25,
        selectionOrder: 1,
        extDescription: 'Removes obstacles.',
        pujaDates: [],
        pujaScheduleForWebList: [{ dateOfPuja: '12/30/2099', orderCutoffTime: FAR }],
      },
    ],
    pujaRecommendationDetails: [
      {
        pujaId: 21,
        id: 21,
        code: 'RECO',
        key: 'reco',
        name: 'Puja recommendation',
        displayName: 'Puja recommendation',
        category: 'RECOMMENDATIONS',
        cost: 30,
        price: 30,
        selectionOrder: 1,
        extDescription: '',
        pujaDates: [],
        pujaScheduleForWebList: [],
      },
    ],
    pujaDates: {},
    costLookup: { '11': 25, '21': 30 },
  },
  prasadCountries: ['US'],
  events: [
    {
      id: 501,
      regionId: 7,
      regionName: 'Bay Area',
      name: 'Chandi Homa',
      offeringTitle: 'Chandi Homa',
      title: 'Chandi Homa at the Bay Area programme',
      hostedBy: 'Bay Area satsang',
      eventDate: '2099-12-30T18:30:00Z',
      timeZone: 'America/Los_Angeles',
      orderCutOffTime: FAR,
      additionalEventDetailsAsHTML: '',
      contactEmailId: 'bay@example.org',
      informationURL: '',
      cost: 51,
      extDescription: '',
    },
  ],
};

/** A catalog with two recommendation items: the choices step offers them as cards. */
export const TWO_RECOMMENDATIONS: PrefsBundle = {
  ...MODEL_PREFS,
  order: {
    ...MODEL_PREFS.order,
    pujaRecommendationDetails: [
      ...MODEL_PREFS.order.pujaRecommendationDetails,
      {
        ...MODEL_PREFS.order.pujaRecommendationDetails[0]!,
        pujaId: 23,
        id: 23,
        code: 'RECO2',
        key: 'reco2',
        name: 'Family puja recommendation',
        displayName: 'Family puja recommendation',
        selectionOrder: 2,
      },
    ],
    costLookup: { ...MODEL_PREFS.order.costLookup, '23': 30 },
  },
};

/** What the loaders answer when the lists cannot be loaded: nothing to choose. */
export const EMPTY_LISTS: PrefsBundle = {
  ...MODEL_PREFS,
  order: { ...MODEL_PREFS.order, pujaDetails: [], pujaRecommendationDetails: [], costLookup: {} },
  events: [],
  prasadCountries: [],
};

export const REGIONS: Region[] = [
  { regionId: 7, regionName: 'Bay Area', hasPujaEvents: true, hasAstroEvents: true },
];

export const LIVING_FILL: Partial<PersonDraft> = { firstName: 'Asha', lastName: 'Menon' };
export const DEPARTED_FILL: Partial<PersonDraft> = {
  prayerTypeCode: 'DEPARTED',
  firstName: 'Gopal',
  lastName: 'Menon',
  dateOfPassing: '2021-02-01',
  entered: { dateOfPassing: { day: '1', month: '2', year: '2021' } },
};
export const ADDRESS_FILL: Partial<AddressDraft> = {
  country: 'US',
  state: 'CA',
  firstName: 'Asha',
  lastName: 'Menon',
  address1: '1 Temple Road',
  city: 'San Ramon',
  postalCode: '94583',
  email: 'asha@example.com',
};
/** A prasad address in a country the model's temple does not post to. */
export const FAR_ADDRESS_FILL: Partial<AddressDraft> = { country: 'IN' };
/** The one payment machine's final answers (its own paths are in machines/payment). */
export const PAID: PaymentOutput = {
  status: 'PAID',
  reference: 'P2099ABC',
  receipt: { subject: 'order', total: 25 },
};
export const PAID_BY_POLLING: PaymentOutput = {
  status: 'PAID',
  reference: 'P2099ABC',
  receipt: null,
};
export const UNDER_REVIEW: PaymentOutput = {
  status: 'UNDER_REVIEW',
  reference: 'P2099ABC',
  receipt: null,
};
export const INVALID: PaymentOutput = {
  status: 'INVALID',
  code: 'VALIDATION',
  message: 'Some answers need to be checked',
  fields: [
    { path: 'pujaOrderLineitems.0.requestedPujaDate', message: 'Orders for this date have closed' },
  ],
};

/** The temple's details as the footer's API answers them (the office's example, still a sample). */
export const MODEL_TEMPLE = { ...TEMPLE_DETAILS_EXAMPLE, isSample: true };

/** Largest number of people the model adds (the unit tests cover five). */
export const MODEL_MAX_PEOPLE = 2;
