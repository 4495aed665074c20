import { Router, type Request } from 'express';
import type { createPassport } from './passport';
import { loginSchema } from '@shared/contracts/auth';
import type { UserDto } from '@shared/contracts/auth';
import { unauthorized } from '../../lib/app-error';
import type { LoginThrottle } from './login-throttle';
import { clearSignedInHint, setSignedInHint, type HintOptions } from './signed-in-hint';
import { publicRoute } from '../../middleware/require-auth';
import { toUserDto } from './user.dto';

export const SESSION_COOKIE = 'sid';

function authenticate(
  passport: ReturnType<typeof createPassport>,
  req: Request,
): Promise<UserDto | false> {
  return new Promise((resolve, reject) => {
    passport.authenticate('local', { session: false }, (err: unknown, user: UserDto | false) =>
      err ? reject(err) : resolve(user),
    )(req, req.res!, reject);
  });
}

function logIn(req: Request, user: UserDto): Promise<void> {
  // Passport regenerates the session id here, so a planted id never becomes a signed-in one.
  return new Promise((resolve, reject) =>
    req.logIn(user, (err) => (err ? reject(err) : resolve())),
  );
}

export function authRoutes(deps: {
  passport: ReturnType<typeof createPassport>;
  throttle: LoginThrottle;
  hint: HintOptions;
}): Router {
  const router = Router();

  router.post('/login', publicRoute, async (req, res) => {
    const credentials = loginSchema.parse(req.body);
    const attempt = await deps.throttle.begin(req.ip ?? 'unknown', credentials.username);
    req.body = credentials;
    const user = await authenticate(deps.passport, req);
    await attempt.settle(Boolean(user));
    if (!user) throw unauthorized('Invalid username or password');
    await logIn(req, user);
    setSignedInHint(res, deps.hint);
    res.json(toUserDto(user));
  });

  router.post('/logout', publicRoute, async (req, res) => {
    await new Promise<void>((resolve, reject) =>
      req.logout((err) => (err ? reject(err) : resolve())),
    );
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    clearSignedInHint(res);
    res.status(204).end();
  });

  router.get('/check', publicRoute, (req, res) => {
    if (!req.user) throw unauthorized();
    res.json(toUserDto(req.user));
  });

  return router;
}
