/** The mark-performed machine alone: every generated path, and every state and transition covered. */
import { bareModelSuite } from '../../test-support/model-suite';
import { markPerformedSpec } from '../test-support/staff-model';

bareModelSuite(markPerformedSpec);
