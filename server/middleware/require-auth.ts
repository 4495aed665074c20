import type { RequestHandler } from 'express';
import { unauthorized } from '../lib/app-error';

/** Staff routes: any signed-in user (SPEC §6), enforced on the server. */
export const requireAuth: RequestHandler = (req, _res, next) => {
  if (req.isAuthenticated()) return next();
  next(unauthorized());
};
