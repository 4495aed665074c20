import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';
import { requireAuth } from './require-auth';

function appWith(authenticated: boolean) {
  const app = express();
  app.use((req, _res, next) => {
    req.isAuthenticated = (() => authenticated) as typeof req.isAuthenticated;
    next();
  });
  app.get('/staff-only', requireAuth, (_req, res) => {
    res.json({ secret: 'rota' });
  });
  app.use(errorHandler);
  return app;
}

describe('requireAuth', () => {
  it('when nobody is signed in, then a staff route answers 401 in the contract shape', async () => {
    const res = await request(appWith(false)).get('/staff-only');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not logged in', code: 'unauthorized' });
  });

  it('when a user is signed in, then the route runs', async () => {
    await request(appWith(true)).get('/staff-only').expect(200, { secret: 'rota' });
  });
});
