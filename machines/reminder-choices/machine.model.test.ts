/** The reminder choices machine alone: every generated path, and every state and transition covered. */
import { bareModelSuite } from '../test-support/model-suite';
import { reminderChoicesSpec } from './test-support/reminder-model';

bareModelSuite(reminderChoicesSpec);
