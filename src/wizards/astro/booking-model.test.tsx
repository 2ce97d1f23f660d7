/**
 * The booking machine, every generated path on the bare machine. Paying is
 * the one payment machine's job (its own model test is in machines/payment):
 * here its final answers and its progress reports drive the booking.
 */
import { bareModelSuite } from '../../../machines/test-support/model-suite';
import { bookingSpec } from './test-support/booking-model';

bareModelSuite(bookingSpec);
