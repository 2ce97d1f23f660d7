/**
 * At start-up in preview and production: asks the gateway one lookup, so a
 * merchant account without the Transaction Details API (E00011) is reported
 * once, clearly, instead of every reconciliation failing quietly later.
 */
import type { ServerDeps } from '../deps';
import { DETAILS_API_OFF, type PaymentLogger } from './anet-client';

export const DETAILS_OFF_MESSAGE =
  'Authorize.net refuses the Transaction Details API (E00011): reconciliation cannot find lost or settled charges. Enable it in the merchant interface: Account → Settings → Security Settings → General Security Settings → Transaction Details API.';

/** Resolves to the refusal's code (logged as one error), or null when lookups work. */
export async function checkTransactionDetailsApi(
  deps: Pick<ServerDeps, 'config' | 'payments'>,
  log: PaymentLogger,
): Promise<string | null> {
  if (deps.config.environment === 'sandbox') return null;
  try {
    const refused = await deps.payments.checkTransactionDetailsAccess();
    if (!refused) return null;
    if (refused.code === DETAILS_API_OFF) log.error({ code: refused.code }, DETAILS_OFF_MESSAGE);
    else log.error({ code: refused.code }, `Authorize.net refused a lookup: ${refused.message}`);
    return refused.code;
  } catch (error) {
    log.warn({ err: error }, 'could not check the Transaction Details API at start-up');
    return null;
  }
}

/** Fire-and-forget form for server start-up. */
export function warnWhenTransactionDetailsOff(
  deps: Pick<ServerDeps, 'config' | 'payments'>,
  log: PaymentLogger,
): void {
  void checkTransactionDetailsApi(deps, log);
}
