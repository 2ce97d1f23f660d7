/**
 * The booking machine, every generated path on the bare machine. Among them,
 * the pay network-error retry: the harness checks that it sends the same card
 * token under the same idempotency key (it sent a new token, which the server
 * refuses with 422, before commit b4bdafc).
 */
import { bareModelSuite } from '../../../machines/test-support/model-suite';
import { bookingSpec } from './test-support/booking-model';

bareModelSuite(bookingSpec);
