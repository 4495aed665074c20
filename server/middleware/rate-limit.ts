import type { RequestHandler } from 'express';
import { tooManyRequests } from '../lib/app-error';
import type { Limiter } from '../lib/limiter';
import { clientNetwork } from '../security/client-network';

/**
 * A per-network budget for a public form (e.g. bookings): generous for people, a wall for floods.
 * Counted per IPv4 address or IPv6 /64 (see client-network.ts), never per full IPv6 address.
 */
export function perIpLimit(limiter: Limiter, message: string): RequestHandler {
  return (req, _res, next) => {
    limiter.take(clientNetwork(req)).then((verdict) => {
      if (verdict.allowed) next();
      else next(tooManyRequests(message, verdict.retryAfterSeconds));
    }, next);
  };
}
