/**
 * The server's entry points as a child process runs them in the tests: from
 * the production build (scripts/build-server.ts), made once per test run into
 * a directory that tests/setup-api-global.ts names to the workers through
 * TEST_SERVER_BUILD; else through tsx as `npm run dev` runs them. A child
 * started from the build is listening in about a second; through tsx's loader
 * it took 4 to 10 s on this machine, per child.
 */
import { builtEntry } from '../../scripts/build-server';

/** The environment variable that names the build's directory to the test workers. */
export const BUILD_ENV = 'TEST_SERVER_BUILD';

/** The node arguments that run `entry` (one of SERVER_ENTRIES). */
export function nodeArgsFor(entry: string): string[] {
  const dir = process.env[BUILD_ENV];
  if (!dir) return ['--import', 'tsx', entry];
  return [builtEntry(dir, entry)];
}
