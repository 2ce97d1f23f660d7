/**
 * The reschedule machine's model test: every generated path on the bare
 * machine, coverage of every state and transition asserted. (The same model
 * drives the real page in src/wizards/astro/RescheduleWizard.model.test.tsx.)
 */
import { bareModelSuite } from '../../test-support/model-suite';
import { rescheduleSpec } from './test-support/reschedule-model';

bareModelSuite(rescheduleSpec);
