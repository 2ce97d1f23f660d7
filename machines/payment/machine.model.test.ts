/** The payment machine alone: every generated path, and every state and transition covered. */
import { bareModelSuite } from '../test-support/model-suite';
import { paymentSpec } from './test-support/payment-model';

bareModelSuite(paymentSpec);
