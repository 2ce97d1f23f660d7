/** The schedule editor alone: every generated path, and every state and transition covered. */
import { bareModelSuite } from '../../../test-support/model-suite';
import { scheduleEditorSpec } from '../test-support/astrologer-model';

bareModelSuite(scheduleEditorSpec);
