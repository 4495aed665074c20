import { Router, type Request, type Response } from 'express';
import type { createPassport } from './passport';
import { changePasswordSchema, loginSchema } from '@shared/contracts/auth';
import type { SignedInUserDto } from '@shared/contracts/auth';
import { z } from 'zod';
import { unauthorized } from '../../lib/app-error';
import type { LoginThrottle } from './login-throttle';
import { clearSignedInHint, setSignedInHint, type HintOptions } from './signed-in-hint';
import { publicRoute, requireSignedIn } from '../../middleware/require-auth';
import { staffActor } from '../../lib/actor';
import type { UsersService } from '../users/users.service';
import { endSessionsOf, recordSignIn } from '../users/users.repository';
import type { Db } from '../../db/connection';
import { adoptGeneration, markSignedIn } from './session-lifetime';
import { sessionGenerationOf } from './auth.service';
import { clientNetwork } from '../../security/client-network';

export const SESSION_COOKIE = 'sid';

function authenticate(
  passport: ReturnType<typeof createPassport>,
  req: Request,
): Promise<SignedInUserDto | false> {
  return new Promise((resolve, reject) => {
    passport.authenticate(
      'local',
      { session: false },
      (err: unknown, user: SignedInUserDto | false) => (err ? reject(err) : resolve(user)),
    )(req, req.res!, reject);
  });
}

function logIn(req: Request, user: SignedInUserDto): Promise<void> {
  // Passport regenerates the session id here, so a planted id never becomes a signed-in one.
  return new Promise((resolve, reject) =>
    req.logIn(user, (err) => (err ? reject(err) : resolve())),
  );
}

async function signOut(req: Request, res: Response): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    req.logout((err) => (err ? reject(err) : resolve())),
  );
  await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
  res.clearCookie(SESSION_COOKIE, { path: '/' });
  clearSignedInHint(res);
}

export function authRoutes(deps: {
  db: Db;
  passport: ReturnType<typeof createPassport>;
  throttle: LoginThrottle;
  hint: HintOptions;
  users: UsersService;
  now: () => Date;
}): Router {
  const router = Router();

  router.post('/login', publicRoute, async (req, res) => {
    const credentials = loginSchema.parse(req.body);
    const attempt = await deps.throttle.begin(clientNetwork(req), credentials.username);
    req.body = credentials;
    const user = await authenticate(deps.passport, req);
    await attempt.settle(Boolean(user));
    if (!user) throw unauthorized('Invalid username or password');
    const generation = await sessionGenerationOf(deps.db, user.id);
    await logIn(req, user);
    const at = deps.now();
    markSignedIn(req, at, generation);
    await recordSignIn(deps.db, user.id, at);
    setSignedInHint(res, deps.hint);
    res.json(user);
  });

  // Signing out ends this session only (a shared tablet and a laptop may use one account); the
  // store marks it ended, so a request of it still in flight cannot bring it back.
  router.post('/logout', publicRoute, async (req, res) => {
    await signOut(req, res);
    res.status(204).end();
  });

  // Ends every session of this user, this one included, by raising the user's generation.
  router.post('/logout-everywhere', requireSignedIn, async (req, res) => {
    await endSessionsOf(deps.db, staffActor(req).userId);
    await signOut(req, res);
    res.status(204).end();
  });

  router.get('/check', publicRoute, (req, res) => {
    if (!req.user) throw unauthorized();
    res.json(req.user);
  });

  // Open to a user who must replace a reset password. A wrong current password counts toward
  // the sign-in limits, so this is no way around them.
  router.post('/password', requireSignedIn, async (req, res) => {
    const input = changePasswordSchema.parse(req.body);
    const actor = staffActor(req);
    const attempt = await deps.throttle.begin(clientNetwork(req), actor.username);
    const outcome = await deps.users.changeOwnPassword(actor, input, req.sessionID);
    await attempt.settle(outcome !== 'wrong_password');
    if (outcome === 'wrong_password') {
      throw new z.ZodError([
        {
          code: 'custom',
          path: ['currentPassword'],
          message: 'Current password is incorrect',
          input: '',
        },
      ]);
    }
    // This session stays, under the new generation; its user no longer has a password to replace.
    adoptGeneration(req, outcome.sessionGeneration);
    if (req.user) delete req.user.mustChangePassword;
    res.status(204).end();
  });

  return router;
}
