/** Sample drafts shared by the domain, machine and view tests. */
import { emptyAddress, emptyPerson, type AddressDraft, type PersonDraft } from '../order-draft';
import type { Billing } from '../astro/api';
import type { PujaDetail, RegionalEventDetail } from '../prefs';
import type { OrderAgain } from '../my-order';

export const LIVING_PERSON: PersonDraft = {
  ...emptyPerson(),
  firstName: 'Asha',
  lastName: 'Menon',
  birthStar: 'Rohini',
  birthDate: '1985-07-04',
  birthPlace: 'Kochi',
  birthTimeHour: '7',
  birthTimeMinute: '5',
  whichHalfOfTheDay: 'PM',
};

export const DEPARTED_PERSON: PersonDraft = {
  ...emptyPerson(),
  firstName: 'Gopal',
  lastName: 'Menon',
  prayerTypeCode: 'DEPARTED',
  birthDate: '1940-03-05',
  starOnTheDayOfPassing: 'Bharani',
  dateOfPassing: '2021-02-01',
  placeOfPassing: 'Chennai',
  passingTimeHour: '11',
  passingTimeMinute: '15',
  passingWhichHalfOfTheDay: 'PM',
};

export const SAMPLE_ADDRESS: AddressDraft = {
  ...emptyAddress(),
  firstName: 'Asha',
  lastName: 'Menon',
  address1: '1 Temple Road',
  city: 'San Ramon',
  state: 'CA',
  postalCode: '94583',
  country: 'US',
  email: 'asha@example.com',
};

export const SAMPLE_EVENT: RegionalEventDetail = {
  id: 501,
  regionId: 7,
  regionName: 'Bay Area',
  name: 'Ganapati Homa',
  offeringTitle: 'Ganapati Homa',
  title: 'Ganapati Homa at the Bay Area programme',
  hostedBy: 'Bay Area satsang',
  eventDate: '2026-03-07T18:30:00Z',
  timeZone: 'America/Los_Angeles',
  orderCutOffTime: '2026-03-06T18:30:00Z',
  additionalEventDetailsAsHTML: '<p>Bring flowers.</p>',
  contactEmailId: 'bayarea@example.org',
  informationURL: 'https://example.org/bay-area',
  cost: 51,
  extDescription: 'Removes obstacles.',
};

/** A card holder's billing address (the astrology booking's and the payment tests'). */
export const SAMPLE_BILLING: Billing = {
  firstName: 'Asha',
  lastName: 'Nair',
  address: '1 Temple Road',
  city: 'San Ramon',
  state: 'CA',
  zip: '94583',
  country: 'US',
};

/** A catalog puja with every field blank but those given. */
export const pujaDetail = (over: Partial<PujaDetail>): PujaDetail => ({
  pujaId: 0,
  id: 0,
  code: '',
  key: '',
  name: '',
  displayName: '',
  category: 'PUJAS',
  cost: 0,
  price: 0,
  selectionOrder: 0,
  extDescription: '',
  pujaDates: [],
  pujaScheduleForWebList: [],
  ...over,
});

/** The Kali/Karthika dates of 2026 (the Moon entering Krittika, India time), checked by hand. */
export const KARTHIKA_2026 = [
  '2026-01-27',
  '2026-02-23',
  '2026-03-22',
  '2026-04-19',
  '2026-05-16',
  '2026-06-13',
  '2026-07-10',
  '2026-08-06',
  '2026-09-03',
  '2026-09-30',
  '2026-10-27',
  '2026-11-24',
  '2026-12-21',
];

/** A living person as "Order again" carries them, with no details yet: spread and fill in. */
export const ORDER_AGAIN_PERSON: OrderAgain['people'][number] = {
  firstName: '',
  lastName: '',
  departed: false,
  birthStar: '',
  birthDate: '',
  birthPlace: '',
  birthTimeHour: '',
  birthTimeMinute: '',
  whichHalfOfTheDay: 'AM',
  starOnTheDayOfPassing: '',
  dateOfPassing: '',
  placeOfPassing: '',
  passingTimeHour: '',
  passingTimeMinute: '',
  passingWhichHalfOfTheDay: 'AM',
};
