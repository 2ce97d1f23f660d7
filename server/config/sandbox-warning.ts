/** What the sandbox says on stderr as it starts, so nobody mistakes it for the real site. */
import type { ServerConfig } from './server-config';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export function sandboxWarning(config: Pick<ServerConfig, 'environment' | 'host'>): string | null {
  if (config.environment !== 'sandbox') return null;
  const reach = LOOPBACK.has(config.host)
    ? `It listens on ${config.host} only (this machine); HOST opens it to others.`
    : `HOST=${config.host}: other machines can reach it. Never on a public network.`;
  return [
    '*** SANDBOX: no real payments ***',
    'PAYMENT_ENV=sandbox: the local gateway answers test cards PAID,',
    'and the public sandbox keys work its control routes (settle, review, send webhooks).',
    reach,
    'For the real site set PAYMENT_ENV=production and the Authorize.net keys.',
  ].join('\n');
}
