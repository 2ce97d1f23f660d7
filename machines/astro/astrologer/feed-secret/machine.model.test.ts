/** The feed-secret machine alone: every generated path, and every state and transition covered. */
import { bareModelSuite } from '../../../test-support/model-suite';
import { feedSecretSpec } from '../test-support/astrologer-model';

bareModelSuite(feedSecretSpec);
