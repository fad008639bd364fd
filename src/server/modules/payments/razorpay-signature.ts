// Razorpay's two signatures: the Checkout response's (HMAC-SHA256 of `order_id|payment_id` with
// the key secret) and a webhook's (HMAC-SHA256 of the raw body with the webhook secret). Both
// are compared in constant time, so a forger learns nothing from how long a refusal takes.
import crypto from 'node:crypto';

export function hmacHex(secret: string, message: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(message).digest('hex');
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  // timingSafeEqual needs equal lengths; the length of a hex digest is no secret.
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export function checkoutSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

export function isValidCheckoutSignature(
  secret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return sameHex(checkoutSignature(secret, orderId, paymentId), signature);
}

export function isValidWebhookSignature(
  secret: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  return signature !== undefined && sameHex(hmacHex(secret, rawBody), signature);
}
