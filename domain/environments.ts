/**
 * The three configurations of the spec (section 7): sandbox runs against the
 * local gateway that our own server hosts, preview against Authorize.net's
 * sandbox, production against Authorize.net. Production is the default.
 */
export const ENVIRONMENT_NAMES = ['sandbox', 'preview', 'production'] as const;
export type EnvironmentName = (typeof ENVIRONMENT_NAMES)[number];

export interface EnvironmentConfig {
  name: EnvironmentName;
  /** Where the browser loads AcceptUI (the hosted payment form's script) from. */
  acceptUiUrl: string;
  /** The Authorize.net JSON API endpoint the server talks to (sandbox: filled in at start). */
  gatewayApiUrl: string;
}

/** Paths of the local AcceptUI stand-in and gateway (sandbox only). */
export const SANDBOX_ACCEPTUI_PATH = '/sandbox-gateway/v3/AcceptUI.js';
export const SANDBOX_GATEWAY_PATH = '/sandbox-gateway/xml/v1/request.api';

export const ENVIRONMENTS: Readonly<Record<EnvironmentName, EnvironmentConfig>> = {
  sandbox: {
    name: 'sandbox',
    acceptUiUrl: SANDBOX_ACCEPTUI_PATH,
    gatewayApiUrl: SANDBOX_GATEWAY_PATH,
  },
  preview: {
    name: 'preview',
    acceptUiUrl: 'https://jstest.authorize.net/v3/AcceptUI.js',
    gatewayApiUrl: 'https://apitest.authorize.net/xml/v1/request.api',
  },
  production: {
    name: 'production',
    acceptUiUrl: 'https://js.authorize.net/v3/AcceptUI.js',
    gatewayApiUrl: 'https://api.authorize.net/xml/v1/request.api',
  },
};

/** Maps a Vite mode (or any string) to one of the three configurations. */
export function environmentFor(mode: string | undefined): EnvironmentConfig {
  if (mode === 'development' || mode === 'test') return ENVIRONMENTS.sandbox;
  if (mode === 'sandbox' || mode === 'preview' || mode === 'production') return ENVIRONMENTS[mode];
  return ENVIRONMENTS.production;
}
