/**
 * Server configuration, read once from the environment through one zod schema
 * (./env-schema: every setting's name, type, default and meaning; docs/configuration.md
 * is generated from it). `loadConfig` reads any configuration; `loadStartableConfig`, what
 * the server starts with, also refuses a production that is not real (./rules).
 */
export { ConfigError, loadConfig, loadStartableConfig, retentionFromEnv } from './load';
export { sandboxWarning } from './sandbox-warning';
export { SANDBOX_CREDENTIALS } from './sandbox-credentials';
export { trustProxyFromEnv } from './trust-proxy';
export type { ServerConfig, ServerTimeouts, TrustProxy } from './server-config';
