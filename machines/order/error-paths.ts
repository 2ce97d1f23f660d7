/**
 * Error paths: the server's payload paths as the wizard's field paths, the
 * step that asks for each field, and the field's name in an error message.
 * The review's error summary and the payment problem both use these.
 */
import type { FieldError } from '../../domain/api-error';
import { issueText, type SchemaIssue } from '../../domain/issue-text';
import {
  english,
  entryOf,
  messageTable,
  withValues,
  type MessageText,
} from '../../domain/message-text';
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

const FIELD_NAMES = messageTable('order.field', {
  firstName: 'First name',
  lastName: 'Last name',
  birthStar: 'Birth star',
  birthDate: 'Date of birth',
  birthPlace: 'Place of birth',
  birthTimeHour: 'Hour of birth',
  birthTimeMinute: 'Minutes of birth',
  customerNotes: 'Prayer request',
  starOnTheDayOfPassing: 'Star on the day of passing',
  dateOfPassing: 'Date of passing',
  placeOfPassing: 'Place of passing',
  passingTimeHour: 'Hour of passing',
  passingTimeMinute: 'Minutes of passing',
  pujaId: 'Choice',
  requestedPujaDate: 'Date',
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'Town or city',
  state: 'State, province or region',
  postalCode: 'Postal code',
  country: 'Country',
  email: 'Email address',
  phone: 'Phone',
  notes: 'Notes',
  other: 'This field',
});

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
