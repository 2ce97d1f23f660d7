import { bareModelSuite } from '../../../machines/test-support/model-suite';
import { rescheduleSpec } from './test-support/reschedule-model';

bareModelSuite(rescheduleSpec);
