/** A fresh idempotency key: one per request that must happen once (a payment attempt, a hold). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
