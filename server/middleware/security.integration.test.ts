import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

describe(`HTTP contract and security headers (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/auth/check'],
    ['GET', '/api/nothing-here'],
    ['POST', '/api/auth/login'],
    ['GET', '/healthz'],
  ])('when %s %s, then the answer carries a CSP and nosniff', async (method, path) => {
    const res = await request(t.app)[method === 'GET' ? 'get' : 'post'](path);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('when the body is not valid JSON, then the answer is 400 in the contract shape', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"username": "admin", ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON', code: 'invalid_json' });
  });

  it.each([
    ['a number for a string', { username: 123, password: 'x' }],
    ['an array for a string', { username: ['admin'], password: 'x' }],
    ['an object for a string', { username: 'admin', password: { $ne: '' } }],
    ['null', null],
    ['a bare array', [1, 2]],
  ])(
    'when the body has %s, then the answer is 400 with errors, never 500',
    async (_label, body) => {
      const res = await request(t.app)
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body));
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
      if (res.body.errors) {
        expect(res.body.errors[0]).toEqual({
          path: expect.any(String),
          message: expect.any(String),
        });
      }
    },
  );

  it('when the body is not JSON at all, then the answer is 400', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .type('form')
      .send('username=admin&password=x');
    expect(res.status).toBe(400);
    expect(res.body.errors).toBeDefined();
  });

  it('when the body is over 100 kB, then the answer is 413', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .send({ username: 'admin', password: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is too large', code: 'too_large' });
  });

  it('when an /api path does not exist, then the answer is 404 JSON', async () => {
    const res = await request(t.app).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.message).toMatch(/no-such-thing/);
  });

  it('when a signed-in browser sends a write from another origin, then it is refused with 403', async () => {
    const agent = request.agent(t.app);
    await agent.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const res = await agent.post('/api/auth/logout').set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Cross-site request refused', code: 'forbidden' });
    // Still signed in: the refused logout changed nothing.
    await agent.get('/api/auth/check').expect(200);
  });

  it('when the browser marks a write cross-site, then it is refused even without Origin', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('Sec-Fetch-Site', 'cross-site')
      .send(TEST_ADMIN);
    expect(res.status).toBe(403);
  });

  it('when a write comes from our own origin, then it passes', async () => {
    await request(t.app)
      .post('/api/auth/login')
      .set('Origin', 'http://localhost:5000')
      .set('Sec-Fetch-Site', 'same-origin')
      .send(TEST_ADMIN)
      .expect(200);
  });

  it('when a cross-site page reads with GET, then it is not blocked by the origin check', async () => {
    await request(t.app).get('/api/auth/check').set('Origin', 'https://evil.example').expect(401);
  });

  it('when probed, then /healthz and /readyz answer 200', async () => {
    await request(t.app).get('/healthz').expect(200, { status: 'ok' });
    await request(t.app).get('/readyz').expect(200, { status: 'ready' });
  });
});
