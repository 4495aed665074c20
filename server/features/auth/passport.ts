import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { SignedInUserDto } from '@shared/contracts/auth';
import type { Db } from '../../db/connection';
import { getUser, verifyCredentials } from './auth.service';

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
  passport.deserializeUser<number>((id, done) => {
    // A user deleted or disabled since sign-in simply ends up signed out.
    getUser(db, id).then((user) => done(null, user ?? false), done);
  });
  return passport;
}
