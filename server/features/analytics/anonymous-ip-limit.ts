import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import { tooManyRequests } from '../../lib/app-error';
import type { Limiter } from '../../lib/limiter';
import { clientNetwork } from '../../security/client-network';

/**
 * A per-network budget (IPv4 address, IPv6 /64) whose counter is keyed by a keyed hash of the address, never the address
 * itself: analytics promise to store no IP address, and the limiter's rows live in the database
 * too. The key comes from the app's secret, so the hash cannot be reversed by trying every
 * IPv4 address.
 */
export function perAnonymousIpLimit(
  limiter: Limiter,
  message: string,
  secret: string,
): RequestHandler {
  const key = crypto.createHmac('sha256', secret).update('analytics-ip-key').digest();
  const anonymous = (ip: string) =>
    crypto.createHmac('sha256', key).update(ip).digest('base64url').slice(0, 32);
  return (req, _res, next) => {
    limiter.take(anonymous(clientNetwork(req))).then((verdict) => {
      if (verdict.allowed) next();
      else next(tooManyRequests(message, verdict.retryAfterSeconds));
    }, next);
  };
}
