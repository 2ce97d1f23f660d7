/** The erasure confirmation alone: every generated path, and every state and transition covered. */
import { bareModelSuite } from '../../test-support/model-suite';
import { confirmErasureSpec } from '../test-support/staff-model';

bareModelSuite(confirmErasureSpec);
