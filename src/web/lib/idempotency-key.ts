// A fresh Idempotency-Key for a request the browser may have to send again (a checkout attempt,
// a cart's merge at sign-in): random, 32 hex digits or a UUID.
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; the random bytes do not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}
