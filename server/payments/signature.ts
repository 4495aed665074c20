import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `data` with `secret`, as lower-case hex: how Razorpay signs. */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * Compares a signature we computed with one we were given, in constant time so an attacker
 * cannot learn it byte by byte from response times.
 */
export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(givenHex, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The signature of a payment of an order: HMAC_SHA256(order_id + "|" + payment_id, key_secret). */
export function paymentSignature(secret: string, gatewayOrderId: string, paymentId: string) {
  return hmacSha256Hex(secret, `${gatewayOrderId}|${paymentId}`);
}

/**
 * The signature a payment link's return address carries:
 * HMAC_SHA256(link_id|reference_id|link_status|payment_id, key_secret).
 */
export function paymentLinkSignature(
  secret: string,
  link: { linkId: string; referenceId: string; status: string; paymentId: string },
) {
  return hmacSha256Hex(
    secret,
    `${link.linkId}|${link.referenceId}|${link.status}|${link.paymentId}`,
  );
}
