/** The family editor alone: every generated path, and every state and transition covered. */
import { bareModelSuite } from '../test-support/model-suite';
import { familyEditorSpec } from './test-support/family-model';

bareModelSuite(familyEditorSpec);
