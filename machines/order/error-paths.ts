/**
 * Error paths: the server's payload paths as the wizard's field paths, the
 * step that asks for each field, and the field's name in an error message.
 * The review's error summary and the payment problem both use these.
 */
import type { FieldError } from '../../domain/api-error';
import { issueText, type SchemaIssue } from '../../domain/issue-text';
import { english, entryOf, withValues, type MessageText } from '../../domain/message-text';
import { ORDER_TEXT } from '../../domain/order-text';
import { messageFromEnglish } from '../../domain/refusal-text';
import type { WizardStep } from './steps';

/** The server's payload paths as the wizard's own field paths (people.0.firstName, billing.city). */
export function toDraftPath(path: string): string {
  const line = /^pujaOrderLineitems\.(\d+)\.(.+)$/.exec(path);
  if (line) return `people.${line[1]}.${line[2]}`;
  const address = /^puja(OrderBillingAddresses|OrderShipmentAddresses)\.0\.(.+)$/.exec(path);
  if (address)
    return `${address[1] === 'OrderBillingAddresses' ? 'billing' : 'shipping'}.${address[2]}`;
  if (path === 'billingStateOther') return 'billing.stateOther';
  if (path === 'prasadStateOther') return 'shipping.stateOther';
  return path;
}

const CHOICE_FIELDS = /^people\.\d+\.(pujaId|requestedPujaDate|customerNotes|regionId)$/;

/** Which step asks for a field, from its draft path. */
export function stepOfPath(path: string): WizardStep {
  if (path.startsWith('billing.')) return 'billing';
  if (path.startsWith('shipping.')) return 'shipping';
  if (path === 'notes') return 'notes';
  if (CHOICE_FIELDS.test(path)) return 'pujas';
  return 'people';
}

const FIELD_NAMES = {
  firstName: /*i18n*/ { id: 'order.field.firstName', message: 'First name' },
  lastName: /*i18n*/ { id: 'order.field.lastName', message: 'Last name' },
  birthStar: /*i18n*/ { id: 'order.field.birthStar', message: 'Birth star' },
  birthDate: /*i18n*/ { id: 'order.field.birthDate', message: 'Date of birth' },
  birthPlace: /*i18n*/ { id: 'order.field.birthPlace', message: 'Place of birth' },
  birthTimeHour: /*i18n*/ { id: 'order.field.birthTimeHour', message: 'Hour of birth' },
  birthTimeMinute: /*i18n*/ { id: 'order.field.birthTimeMinute', message: 'Minutes of birth' },
  customerNotes: /*i18n*/ { id: 'order.field.customerNotes', message: 'Prayer request' },
  starOnTheDayOfPassing: /*i18n*/ {
    id: 'order.field.starOnTheDayOfPassing',
    message: 'Star on the day of passing',
  },
  dateOfPassing: /*i18n*/ { id: 'order.field.dateOfPassing', message: 'Date of passing' },
  placeOfPassing: /*i18n*/ { id: 'order.field.placeOfPassing', message: 'Place of passing' },
  passingTimeHour: /*i18n*/ { id: 'order.field.passingTimeHour', message: 'Hour of passing' },
  passingTimeMinute: /*i18n*/ {
    id: 'order.field.passingTimeMinute',
    message: 'Minutes of passing',
  },
  pujaId: /*i18n*/ { id: 'order.field.pujaId', message: 'Choice' },
  requestedPujaDate: /*i18n*/ { id: 'order.field.requestedPujaDate', message: 'Date' },
  address1: /*i18n*/ { id: 'order.field.address1', message: 'Address line 1' },
  address2: /*i18n*/ { id: 'order.field.address2', message: 'Address line 2' },
  city: /*i18n*/ { id: 'order.field.city', message: 'Town or city' },
  state: /*i18n*/ { id: 'order.field.state', message: 'State, province or region' },
  postalCode: /*i18n*/ { id: 'order.field.postalCode', message: 'Postal code' },
  country: /*i18n*/ { id: 'order.field.country', message: 'Country' },
  email: /*i18n*/ { id: 'order.field.email', message: 'Email address' },
  phone: /*i18n*/ { id: 'order.field.phone', message: 'Phone' },
  notes: /*i18n*/ { id: 'order.field.notes', message: 'Notes' },
  other: /*i18n*/ { id: 'order.field.other', message: 'This field' },
} satisfies Record<string, MessageText>;

/** Where a field is: a person's, the billing address's or the prasad address's. */
const FIELD_PLACES = {
  person: /*i18n*/ { id: 'order.field.ofPerson', message: '{field} of person {person}' },
  billing: /*i18n*/ { id: 'order.field.ofBilling', message: 'Billing address: {field}' },
  shipping: /*i18n*/ { id: 'order.field.ofShipping', message: 'Prasad address: {field}' },
} satisfies Record<string, MessageText>;

function fieldText(path: string): MessageText {
  const parts = path.split('.');
  const last = parts[parts.length - 1] ?? '';
  const key = last === 'stateOther' || last === 'otherName' ? 'state' : last;
  const field = entryOf<MessageText>(FIELD_NAMES, key) ?? FIELD_NAMES.other;
  if (parts[0] === 'people') {
    return withValues(FIELD_PLACES.person, { field, person: Number(parts[1]) + 1 });
  }
  if (parts[0] === 'billing') return withValues(FIELD_PLACES.billing, { field });
  if (parts[0] === 'shipping') return withValues(FIELD_PLACES.shipping, { field });
  return field;
}

/** The field a draft path names, in words: "First name of person 1", "Billing address: Postal code". */
export function fieldName(path: string): string {
  return english(fieldText(path));
}

/** A schema issue on a draft path, named by its field: "First name of person 1: Must be …". */
export function namedError(path: string, issue: SchemaIssue): FieldError {
  const text = withValues(ORDER_TEXT.fieldProblem, {
    field: fieldText(path),
    // The schema's own words are one of the domain's messages (decision 0169), or shown as sent.
    problem: issueText(issue, messageFromEnglish),
  });
  return { path, message: english(text), text };
}

/** The notes step's own limit. */
export function notesTooLong(limit: number): FieldError {
  const text = withValues(ORDER_TEXT.notesTooLong, { limit });
  return { path: 'notes', message: english(text), text };
}
