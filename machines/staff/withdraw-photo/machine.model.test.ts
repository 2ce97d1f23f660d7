/** The withdraw-photo machine alone: every generated path, and every state and transition covered. */
import { bareModelSuite } from '../../test-support/model-suite';
import { withdrawPhotoSpec } from '../test-support/staff-model';

bareModelSuite(withdrawPhotoSpec);
