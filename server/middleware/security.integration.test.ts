import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/project-root';
import { cspHashOf } from '../seo/critical-head';
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
    // The sandbox's checkout is our own script: no Razorpay host is admitted anywhere.
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('razorpay');
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

  const fieldErrors = {
    message: expect.any(String),
    code: 'invalid_input',
    errors: expect.arrayContaining([{ path: expect.any(String), message: expect.any(String) }]),
  };
  it.each([
    ['a number for a string', { username: 123, password: 'x' }, fieldErrors],
    ['an array for a string', { username: ['admin'], password: 'x' }, fieldErrors],
    ['an object for a string', { username: 'admin', password: { $ne: '' } }, fieldErrors],
    // The JSON parser takes objects and arrays only.
    ['null', null, { message: 'Request body is not valid JSON', code: 'invalid_json' }],
    ['a bare array', [1, 2], fieldErrors],
  ])(
    'when the body has %s, then the answer is 400 in the error shape, never 500',
    async (_label, body, expected) => {
      const res = await request(t.app)
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(expected);
      expect(res.headers['set-cookie']).toBeUndefined();
    },
  );

  it('when the body is not JSON at all, then the answer is 400', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .type('form')
      .send('username=admin&password=x');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: expect.any(String),
      code: 'invalid_input',
      // No JSON body reaches the route: the whole body is missing.
      errors: [{ path: '', message: expect.any(String) }],
    });
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
    expect(res.body).toEqual({
      message: expect.stringMatching(/^No API route for GET .*\/no-such-thing$/),
      code: 'not_found',
    });
  });

  it('when a signed-in browser sends a write from another origin, then it is refused with 403', async () => {
    const agent = request.agent(t.app);
    await agent.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const res = await agent.post('/api/auth/logout').set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Cross-site request refused', code: 'forbidden' });
    // Still signed in: the refused logout changed nothing.
    const check = await agent.get('/api/auth/check').expect(200);
    expect(check.body).toMatchObject({ username: TEST_ADMIN.username });
  });

  it('when the browser marks a write cross-site, then it is refused even without Origin', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('Sec-Fetch-Site', 'cross-site')
      .send(TEST_ADMIN);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Cross-site request refused', code: 'forbidden' });
    // Refused before sign-in ran: no session was started.
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('when a write comes from our own origin, then it passes', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('Origin', 'http://localhost:5000')
      .set('Sec-Fetch-Site', 'same-origin')
      .send(TEST_ADMIN)
      .expect(200);
    expect(res.body).toMatchObject({ username: TEST_ADMIN.username });
  });

  it('when a cross-site page reads with GET, then it is not blocked by the origin check', async () => {
    // 401 from the route itself (nobody is signed in), not the origin check's 403.
    const res = await request(t.app)
      .get('/api/auth/check')
      .set('Origin', 'https://evil.example')
      .expect(401);
    expect(res.body).toEqual({ message: expect.any(String), code: 'unauthorized' });
  });

  it('when probed, then /healthz and /readyz answer 200', async () => {
    await request(t.app).get('/healthz').expect(200, { status: 'ok' });
    await request(t.app).get('/readyz').expect(200, { status: 'ready' });
  });
});

describe(`Razorpay in the Content-Security-Policy (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {
        RAZORPAY_KEY_ID: 'rzp_test_cspcheck000001',
        RAZORPAY_KEY_SECRET: 'csp-check-secret-never-shown',
        // Nothing is paid here; the API host only has to be valid.
        RAZORPAY_API_URL: 'http://127.0.0.1:9',
      },
      { withPages: true, runJobs: false },
    );
  });
  afterAll(() => t.close());

  // The pages carry one inline script, the theme, admitted by the hash of its text.
  const theme = cspHashOf(
    fs.readFileSync(path.join(projectRoot(), 'client', 'public', 'theme-init.js'), 'utf8').trim(),
  );

  it.each(['/corporate', '/', '/book', '/no-such-page'])(
    'when Razorpay is the gateway, then the public page %s admits its checkout script and frames',
    async (path) => {
      const csp = (await request(t.app).get(path)).headers['content-security-policy'];
      expect(csp).toContain(`script-src 'self' ${theme} https://checkout.razorpay.com;`);
      expect(csp).toContain('frame-src');
      expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    },
  );

  it.each(['/staff', '/staff/orders', '/login', '/api/menu', '/uploads/x.png'])(
    'when Razorpay is the gateway, then %s still admits no Razorpay host',
    async (path) => {
      const csp = (await request(t.app).get(path)).headers['content-security-policy'];
      expect(csp).toContain(`script-src 'self' ${theme};`);
      expect(csp).not.toContain('razorpay');
    },
  );

  it('when the payment configuration is read, then it names the key id and never the secret', async () => {
    const res = await request(t.app).get('/api/payments/config').expect(200);
    expect(res.body).toEqual({ provider: 'razorpay', keyId: 'rzp_test_cspcheck000001' });
    expect(res.text).not.toContain('csp-check-secret-never-shown');
  });
});
