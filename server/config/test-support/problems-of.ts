/** What a configuration is refused for, problem by problem (none: it is accepted). */
import { ConfigError } from '../load';

export function problemsOf(load: (env: NodeJS.ProcessEnv) => unknown, env: NodeJS.ProcessEnv) {
  try {
    load(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
