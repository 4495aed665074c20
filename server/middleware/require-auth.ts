import type { RequestHandler } from 'express';
import { unauthorized } from '../lib/app-error';

/** Staff routes: any signed-in user, enforced on the server. */
export const requireAuth: RequestHandler = (req, _res, next) => {
  if (req.isAuthenticated()) return next();
  next(unauthorized());
};

/**
 * Marks a route that anyone may call. It does nothing at run time; the security suite walks the
 * routers and refuses any route that carries neither this nor requireAuth, so a new route has
 * to say who may use it.
 */
export const publicRoute: RequestHandler = (_req, _res, next) => next();
