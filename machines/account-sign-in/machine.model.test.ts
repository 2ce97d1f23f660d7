/** The account sign-in machine alone: every generated path, and every state and transition covered. */
import { bareModelSuite } from '../test-support/model-suite';
import { accountSignInSpec } from './test-support/sign-in-model';

bareModelSuite(accountSignInSpec);
