/**
 * The booking machine's model test: every generated path on the bare machine,
 * coverage of every state and transition asserted. (The same model drives the
 * real page in src/wizards/astro/BookingWizard.model.test.tsx.)
 */
import { bareModelSuite } from '../../test-support/model-suite';
import { bookingSpec } from './test-support/booking-model';

bareModelSuite(bookingSpec);
