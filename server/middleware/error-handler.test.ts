import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict } from '../lib/app-error';
import { errorHandler } from './error-handler';

function appThrowing(error: unknown) {
  const app = express();
  app.get('/boom', () => {
    throw error;
  });
  app.use(errorHandler);
  return app;
}

describe('errorHandler', () => {
  it('when a zod schema refuses input, then 400 lists each problem with its path', async () => {
    const parsed = z
      .object({ guests: z.number().min(1, 'At least one guest') })
      .safeParse({ guests: 0 });
    const res = await request(appThrowing(parsed.error)).get('/boom');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'At least one guest',
      errors: [{ path: 'guests', message: 'At least one guest' }],
    });
  });

  it('when an AppError is thrown, then its status and message are sent', async () => {
    const res = await request(appThrowing(conflict('That seating is full'))).get('/boom');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'That seating is full' });
  });

  it('when something unexpected fails, then 500 says nothing about the cause', async () => {
    const error = new Error('relation "users" does not exist at /srv/app/server/db.ts:12');
    const res = await request(appThrowing(error)).get('/boom');
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toMatch(/relation|users|\.ts|stack/);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('when a rejected promise escapes an async handler, then it reaches the handler (Express 5)', async () => {
    const app = express();
    app.get('/async', async () => {
      await Promise.resolve();
      throw conflict('late');
    });
    app.use(errorHandler);
    await request(app).get('/async').expect(409, { message: 'late' });
  });
});
