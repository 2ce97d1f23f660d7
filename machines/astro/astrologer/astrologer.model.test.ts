/**
 * The astrologer console's machines (schedule editor, marking an outcome, the
 * calendar feed's secret), every generated path on the bare machine,
 * coverage asserted.
 */
import { bareModelSuite } from '../../test-support/model-suite';
import {
  feedSecretSpec,
  markOutcomeSpec,
  scheduleEditorSpec,
} from './test-support/astrologer-model';

bareModelSuite(scheduleEditorSpec);
bareModelSuite(markOutcomeSpec);
bareModelSuite(feedSecretSpec);
