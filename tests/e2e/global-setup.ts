/** Builds the site once (sandbox configuration) for the end-to-end tests. */
import { buildIfNeeded } from '../../scripts/build-if-needed';
import { E2E_DIST_DIR } from './paths';

export default function setup(): void {
  buildIfNeeded('sandbox', E2E_DIST_DIR);
}
