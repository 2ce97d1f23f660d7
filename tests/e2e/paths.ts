import path from 'node:path';

/** Set E2E_DIST_DIR to build into another folder when two test runs overlap. */
export const E2E_DIST_DIR = path.resolve(process.env.E2E_DIST_DIR ?? 'dist-e2e');
