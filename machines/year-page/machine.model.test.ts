/** The year page machine alone: every generated path, and every state and transition covered. */
import { bareModelSuite } from '../test-support/model-suite';
import { yearPageSpec } from './test-support/year-model';

bareModelSuite(yearPageSpec);
