import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict } from '../lib/app-error';
import { apiNotFound, errorHandler } from './error-handler';

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
      code: 'invalid_input',
      errors: [{ path: 'guests', message: 'At least one guest' }],
    });
  });

  it('U11: when two checks of one field give the same message, then the problem is listed once', async () => {
    const sameMessage = 'startDate must be a date';
    const parsed = z
      .object({
        startDate: z
          .string()
          .regex(/^\d{4}/, sameMessage)
          .refine(() => false, sameMessage),
        endDate: z.string().regex(/^\d{4}/, sameMessage),
      })
      .safeParse({ startDate: 'soon', endDate: 'later' });
    expect(parsed.error?.issues).toHaveLength(3);
    const res = await request(appThrowing(parsed.error)).get('/boom');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'startDate', message: sameMessage },
      { path: 'endDate', message: sameMessage },
    ]);
  });

  it('when an AppError is thrown, then its status, message and code are sent', async () => {
    const res = await request(appThrowing(conflict('That seating is full'))).get('/boom');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'That seating is full', code: 'conflict' });
  });

  it('when something unexpected fails, then 500 says nothing about the cause', async () => {
    const error = new Error('relation "users" does not exist at /srv/app/server/db.ts:12');
    const res = await request(appThrowing(error)).get('/boom');
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toMatch(/relation|users|\.ts|stack/);
    expect(res.body).toEqual({ message: expect.any(String), code: 'internal_error' });
  });

  it('when a rejected promise escapes an async handler, then it reaches the handler (Express 5)', async () => {
    const app = express();
    app.get('/async', async () => {
      await Promise.resolve();
      throw conflict('late');
    });
    app.use(errorHandler);
    await request(app).get('/async').expect(409, { message: 'late', code: 'conflict' });
  });

  it('when the body is not JSON or too large, then the answer names it with a stable code', async () => {
    const app = express();
    app.use(express.json({ limit: '1kb' }));
    app.post('/echo', (req, res) => {
      res.json(req.body);
    });
    app.use(errorHandler);

    const broken = await request(app)
      .post('/echo')
      .set('Content-Type', 'application/json')
      .send('{"name":');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({
      message: 'Request body is not valid JSON',
      code: 'invalid_json',
    });

    const huge = await request(app)
      .post('/echo')
      .send({ name: 'x'.repeat(2000) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'Request body is too large', code: 'too_large' });
  });

  it('when no API route matches, then 404 says so with the code not_found', async () => {
    const app = express();
    app.use('/api', apiNotFound);
    app.use(errorHandler);
    await request(app)
      .delete('/api/nothing')
      .expect(404, { message: 'No API route for DELETE /nothing', code: 'not_found' });
  });

  it('when the database refuses a value, then 400 invalid_input without the value or the SQL', async () => {
    const cause = Object.assign(new Error('value "2147483648" is out of range for type integer'), {
      code: '22003',
      severity: 'ERROR',
    });
    const error = new Error('Failed query: select $1::int\nparams: 2147483648', { cause });
    const res = await request(appThrowing(error)).get('/boom');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String), code: 'invalid_input' });
    expect(JSON.stringify(res.body)).not.toMatch(/2147483648|select|integer/);
  });

  it('when the database fails for another reason, then it is still a 500', async () => {
    const error = Object.assign(new Error('deadlock detected'), {
      code: '40P01',
      severity: 'ERROR',
    });
    const res = await request(appThrowing(error)).get('/boom');
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('internal_error');
  });
});
