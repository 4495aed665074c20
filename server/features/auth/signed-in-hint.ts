import type { RequestHandler, Response } from 'express';

/**
 * A readable companion of the session cookie that says only "a staff session may exist". Public
 * pages skip the auth check without it, so visitors never trigger a 401 (and its console error).
 * It grants nothing: every staff route still checks the real session.
 */
export const SIGNED_IN_HINT_COOKIE = 'tr_staff';

export type HintOptions = { secure: boolean; maxAgeMs: number };

export function setSignedInHint(res: Response, options: HintOptions): void {
  res.cookie(SIGNED_IN_HINT_COOKIE, '1', {
    sameSite: 'lax',
    secure: options.secure,
    maxAge: options.maxAgeMs,
    path: '/',
  });
}

export function clearSignedInHint(res: Response): void {
  res.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}

/** Renews the hint with every signed-in request, so it lives exactly as long as the session. */
export function renewSignedInHint(options: HintOptions): RequestHandler {
  return (req, res, next) => {
    if (req.user) setSignedInHint(res, options);
    next();
  };
}
