import type { RequestHandler } from 'express';
import { AppError, forbidden, unauthorized } from '../lib/app-error';

export const ADMIN_ONLY_MESSAGE = 'Only an admin can do that';

/**
 * Staff routes: any signed-in user, enforced on the server. A user whose password an admin has
 * reset must choose a new one first (the auth routes stay open to them for that).
 */
export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.isAuthenticated()) return next(unauthorized());
  if (req.user.mustChangePassword) {
    return next(
      new AppError(403, 'Please choose a new password first', 'password_change_required'),
    );
  }
  next();
};

/**
 * Signed in, even with a reset password still to replace: only the routes that let a user
 * choose a new password use this.
 */
export const requireSignedIn: RequestHandler = (req, _res, next) => {
  if (!req.isAuthenticated()) return next(unauthorized());
  next();
};

/** Admin routes (accounts, the audit trail, menu, content, settings, media): 401, then 403. */
export const requireAdmin: RequestHandler = (req, res, next) => {
  requireAuth(req, res, (err?: unknown) => {
    if (err) return next(err);
    if (!req.user?.isAdmin) return next(forbidden(ADMIN_ONLY_MESSAGE));
    next();
  });
};

/**
 * Marks a route that anyone may call. It does nothing at run time; the security suite walks the
 * routers and refuses any route that carries none of these markers, so a new route has to say
 * who may use it.
 */
export const publicRoute: RequestHandler = (_req, _res, next) => next();
