/** The mark-outcome machine alone: every generated path, and every state and transition covered. */
import { bareModelSuite } from '../../../test-support/model-suite';
import { markOutcomeSpec } from '../test-support/astrologer-model';

bareModelSuite(markOutcomeSpec);
