/** The public payment configuration (AcceptUI's URL and keys), fetched once per page load. */
import { API_PATHS } from '../../domain/constants';
import type { PaymentConfig } from '../../domain/prefs';
import { getJson, type HttpOptions } from './http';

let cached: Promise<PaymentConfig> | null = null;

export function loadPaymentConfig(options: HttpOptions = {}): Promise<PaymentConfig> {
  cached ??= getJson(API_PATHS.paymentConfig, options).then(async (response) => {
    if (!response.ok) throw new Error(`payment-config: HTTP ${response.status}`);
    return (await response.json()) as PaymentConfig;
  });
  cached.catch(() => {
    cached = null;
  });
  return cached;
}
