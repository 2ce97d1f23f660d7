/** The devotee's erasure request alone: every generated path, every state and transition covered. */
import { bareModelSuite } from '../../test-support/model-suite';
import { erasureRequestSpec } from '../test-support/privacy-model';

bareModelSuite(erasureRequestSpec);
