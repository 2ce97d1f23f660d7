/** Builds the end-to-end tests' site before their steps start (as their global setup would). */
import { E2E_DIST_DIR } from '../tests/e2e/paths';
import { buildIfNeeded } from './build-if-needed';

buildIfNeeded('sandbox', E2E_DIST_DIR);
