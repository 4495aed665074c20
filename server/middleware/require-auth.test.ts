import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { SignedInUserDto } from '@shared/contracts/auth';
import { errorHandler } from './error-handler';
import { requireAdmin, requireAuth } from './require-auth';

function appWith(user: SignedInUserDto | undefined) {
  const app = express();
  app.use((req, _res, next) => {
    req.user = user;
    req.isAuthenticated = (() => user !== undefined) as typeof req.isAuthenticated;
    next();
  });
  app.get('/staff-only', requireAuth, (_req, res) => {
    res.json({ secret: 'rota' });
  });
  app.get('/admin-only', requireAdmin, (_req, res) => {
    res.json({ secret: 'accounts' });
  });
  app.use(errorHandler);
  return app;
}

const staff = { id: 2, username: 'asha', isAdmin: false };
const admin = { id: 1, username: 'owner', isAdmin: true };

describe('requireAuth', () => {
  it('when nobody is signed in, then a staff route answers 401 in the contract shape', async () => {
    const res = await request(appWith(undefined)).get('/staff-only');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not logged in', code: 'unauthorized' });
  });

  it('when a user is signed in, then the route runs', async () => {
    await request(appWith(staff)).get('/staff-only').expect(200, { secret: 'rota' });
  });

  it('when the user must choose a new password, then every staff route answers 403 until then', async () => {
    const res = await request(appWith({ ...admin, mustChangePassword: true })).get('/staff-only');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: 'Please choose a new password first',
      code: 'password_change_required',
    });
  });
});

describe('requireAdmin', () => {
  it('when nobody is signed in, then 401 before any talk of roles', async () => {
    const res = await request(appWith(undefined)).get('/admin-only');
    expect(res.status).toBe(401);
  });

  it('when a staff user who is not an admin calls, then 403 in the contract shape', async () => {
    const res = await request(appWith(staff)).get('/admin-only');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Only an admin can do that', code: 'forbidden' });
  });

  it('when an admin calls, then the route runs', async () => {
    await request(appWith(admin)).get('/admin-only').expect(200, { secret: 'accounts' });
  });

  it('when an admin must choose a new password, then 403 for that first', async () => {
    const res = await request(appWith({ ...admin, mustChangePassword: true })).get('/admin-only');
    expect(res.body.code).toBe('password_change_required');
  });
});
