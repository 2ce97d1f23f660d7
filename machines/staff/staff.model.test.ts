/** The staff console's machines, every generated path on the bare machine, coverage asserted. */
import { bareModelSuite } from '../test-support/model-suite';
import { markPerformedSpec, refundSpec } from './test-support/staff-model';

bareModelSuite(refundSpec);
bareModelSuite(markPerformedSpec);
