/** The refund machine alone: every generated path, and every state and transition covered. */
import { bareModelSuite } from '../../test-support/model-suite';
import { refundSpec } from '../test-support/staff-model';

bareModelSuite(refundSpec);
