/** The account page machine alone: every generated path, and every state and transition covered. */
import { bareModelSuite } from '../test-support/model-suite';
import { accountPageSpec } from './test-support/account-model';

bareModelSuite(accountPageSpec);
