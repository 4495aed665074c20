import type { RequestHandler } from 'express';
import type { Logger } from '../../lib/logger';

/**
 * Behind an HTTPS proxy the app does not trust (TRUST_PROXY unset, or naming another address),
 * the request looks like plain HTTP, so the Secure session cookie is never set: sign-in answers
 * 200 and nobody stays signed in. Nothing else would show why, so the first such sign-in of a
 * process is logged as an error naming the fix; once is enough to be found, and a busy login page
 * must not fill the log.
 */
export function untrustedProxySignIn(deps: {
  secureCookie: boolean;
  logger: Logger;
}): RequestHandler {
  let told = false;
  return (req, _res, next) => {
    if (told || !deps.secureCookie || req.secure) return next();
    const forwarded = req.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded === 'https') {
      told = true;
      deps.logger.error(
        { proxyAddress: req.socket.remoteAddress },
        'a sign-in came through an HTTPS proxy the app does not trust (X-Forwarded-Proto: https), ' +
          'so the Secure session cookie cannot be set and nobody can stay signed in: set TRUST_PROXY ' +
          "to the proxy's address (TRUST_PROXY=loopback when nginx runs on this machine)",
      );
    }
    next();
  };
}
