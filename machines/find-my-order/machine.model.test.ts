/** The Find my order machine alone: every generated path, and every state and transition covered. */
import { bareModelSuite } from '../test-support/model-suite';
import { findMyOrderSpec } from './test-support/find-model';

bareModelSuite(findMyOrderSpec);
