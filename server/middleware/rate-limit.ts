import type { RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../lib/app-error';

/**
 * A per-IP budget for a public form (e.g. bookings): generous for people, a wall for floods.
 * Disabled when RATE_LIMITS=off (benchmarks and load tests only).
 */
export function perIpLimit(options: {
  enabled: boolean;
  points: number;
  durationSeconds: number;
  message: string;
}): RequestHandler {
  if (!options.enabled) return (_req, _res, next) => next();
  const limiter = new RateLimiterMemory({
    points: options.points,
    duration: options.durationSeconds,
  });
  return (req, _res, next) => {
    limiter.consume(req.ip ?? 'unknown').then(
      () => next(),
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) {
          next(tooManyRequests(options.message, rejection.msBeforeNext / 1000));
        } else {
          next(rejection);
        }
      },
    );
  };
}
