import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { SignedInUserDto } from '@shared/contracts/auth';
import type { Db } from '../../db/connection';
import type { Request } from 'express';
import { getSessionUser, verifyCredentials } from './auth.service';
import { generationOf } from './session-lifetime';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SignedInUserDto {}
  }
}

/** One Passport per app instance, so tests can build several apps side by side. */
export function createPassport(db: Db): InstanceType<typeof Passport> {
  const passport = new Passport();
  passport.use(
    new LocalStrategy((username, password, done) => {
      verifyCredentials(db, username, password).then(
        (user) => done(null, user ?? false),
        (err: unknown) => done(err),
      );
    }),
  );
  passport.serializeUser<number>((user, done) => done(null, user.id));
  passport.deserializeUser<number, Request>((req, id, done) => {
    // A user deleted or disabled since sign-in, or whose sessions were ended since (a password
    // change or reset, a sign-out), simply ends up signed out.
    getSessionUser(db, id, generationOf(req.session)).then(
      (user) => done(null, user ?? false),
      done,
    );
  });
  return passport;
}
