/**
 * The confirm-then-act machine alone, as each of its two panels gives it a
 * subject and an answer: every generated path, every state and transition covered.
 */
import { bareModelSuite } from '../../test-support/model-suite';
import { confirmErasureSpec, withdrawPhotoSpec } from '../test-support/staff-model';

bareModelSuite(confirmErasureSpec);
bareModelSuite(withdrawPhotoSpec);
