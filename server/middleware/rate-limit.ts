import type { RequestHandler } from 'express';
import { tooManyRequests } from '../lib/app-error';
import type { Limiter } from '../lib/limiter';

/** A per-IP budget for a public form (e.g. bookings): generous for people, a wall for floods. */
export function perIpLimit(limiter: Limiter, message: string): RequestHandler {
  return (req, _res, next) => {
    limiter.take(req.ip ?? 'unknown').then((verdict) => {
      if (verdict.allowed) next();
      else next(tooManyRequests(message, verdict.retryAfterSeconds));
    }, next);
  };
}
