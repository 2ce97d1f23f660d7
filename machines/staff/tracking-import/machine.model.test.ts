/** The tracking-file import alone: every generated path, and every state and transition covered. */
import { bareModelSuite } from '../../test-support/model-suite';
import { trackingImportSpec } from '../test-support/tracking-import-model';

bareModelSuite(trackingImportSpec);
