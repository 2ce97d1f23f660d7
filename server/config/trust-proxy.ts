/**
 * TRUST_PROXY names the proxies in front of the server: a hop count (`1` = one load balancer)
 * or addresses/CIDRs (`10.0.0.5,10.1.0.0/16`, also `loopback`). `true` is refused: trusting
 * every hop lets a client pick its own address by sending X-Forwarded-For.
 */
import type { TrustProxy } from './server-config';

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6 = /^[0-9a-f.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;

export const TRUST_PROXY_RULE =
  'must name the proxies: a hop count (e.g. 1) or addresses/CIDRs (e.g. 10.0.0.5,10.1.0.0/16)';

/** The proxies TRUST_PROXY names, or null when it names something else. */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter(
    (entry) => !PROXY_NAMES.has(entry) && !IPV4.test(entry) && !IPV6.test(entry),
  );
  return text === 'true' || bad.length > 0 ? null : entries;
}

/** parseTrustProxy, throwing the refusal for a value that names no proxies. */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const parsed = parseTrustProxy(value);
  if (parsed === null) throw new Error(`TRUST_PROXY ${TRUST_PROXY_RULE}, not "${value?.trim()}"`);
  return parsed;
}
