/** A paid order as the mails read it (OrderView), and the temple's contact, for the mail tests. */
import type { TempleContact } from '../../mail/temple-contact';
import type { OrderView } from '../order-view';

type LineItem = OrderView['lineItems'][number];

export const SAMPLE_TEMPLE_CONTACT: TempleContact = {
  name: 'Test Temple Centre',
  email: 'office@temple.example',
  phone: '+1 555 0199',
  postalAddress: ['1 Temple Way', 'Testville, CA 90000'],
  isSample: true,
};

/** One person of an order: a living person's puja, changed as given. */
export const lineItem = (overrides: Partial<LineItem>): LineItem => ({
  position: 0,
  pujaId: 12,
  regionId: null,
  item: 'Kali/Karthika Puja',
  cost: 250,
  pujaDate: '03/08/2026',
  requestedPujaDate: '03/08/2026',
  firstName: 'Lakshmi',
  lastName: 'Nair',
  birthStar: 'Rohini',
  birthDate: '01/02/1980',
  birthPlace: 'Kollam',
  birthTime: '9:30 AM',
  prayerTypeCode: 'LIVING',
  starOnTheDayOfPassing: '',
  dateOfPassing: '',
  placeOfPassing: '',
  passingTime: '',
  customerNotes: '',
  ...overrides,
});

/** The second person: departed, with a name the HTML must escape. */
export const departedItem = (overrides: Partial<LineItem> = {}): LineItem =>
  lineItem({
    position: 1,
    firstName: 'Raman',
    lastName: 'O’Neil <Nair>',
    birthStar: '',
    prayerTypeCode: 'DEPARTED',
    starOnTheDayOfPassing: 'Bharani',
    dateOfPassing: '06/07/2019',
    ...overrides,
  });

/** A paid English puja order with a note to escape; people, addresses and the rest as given. */
export const paidOrder = (
  overrides: Partial<OrderView> & Pick<OrderView, 'lineItems' | 'addresses'>,
): OrderView => ({
  orderNumber: 'P-20260301-0042',
  kind: 'puja',
  status: 'PAID',
  total: 500,
  totalCents: 50000,
  notes: 'Please pray for <b>health</b> & peace',
  customerEmail: 'lakshmi@example.org',
  language: 'en',
  transId: '60000001',
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: '2026-03-01T10:01:00.000Z',
  attempts: [],
  ...overrides,
});
