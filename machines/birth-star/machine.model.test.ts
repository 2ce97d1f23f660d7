/** The birth-star finder alone: every generated path, and every state and transition covered. */
import { bareModelSuite } from '../test-support/model-suite';
import { birthStarSpec } from './test-support/birth-star-model';

bareModelSuite(birthStarSpec);
