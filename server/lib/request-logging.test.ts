import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../test/log-capture';
import { createLogger, readableDestination, setConsoleFormat, type Logger } from './logger';
import { loggableUrl, requestLogging } from './request-logging';

const TOKEN = 'Zq4_rT9-kLm2Np7Xy1Wv3Ab8';
const IDEMPOTENCY_KEY = 'idem-7f3a9c2e5b1d';

function appLoggingTo(logger: Logger) {
  const app = express();
  app.use(requestLogging(logger));
  app.get('/api/reservations/manage/:token', (req, res) => {
    req.log.info('looked up a booking');
    res.json({ ok: true });
  });
  app.post('/api/reservations/manage/:token/cancel', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/api/broken', () => {
    throw new Error('the kitchen is on fire');
  });
  app.all(/.*/, (_req, res) => {
    res.json({ ok: true });
  });
  // As the app's error handler does: the error is logged with the request, then a 500.
  app.use(
    (err: Error, req: express.Request, res: express.Response, _next: express.NextFunction) => {
      req.log.error({ err }, 'unhandled error');
      res.status(500).json({ message: 'Internal server error' });
    },
  );
  return app;
}

function loggedApp() {
  const logs = captureLogs();
  return { app: appLoggingTo(logs.logger), logs };
}

describe('issue 7 row 9: secrets and guest data in the logs', () => {
  it('when a guest opens and cancels a manage link, then the logs keep the request id and the path but not the token', async () => {
    const { app, logs } = loggedApp();
    const opened = await request(app)
      .get(`/api/reservations/manage/${TOKEN}`)
      .set('Referer', `https://dine.example/reservation/${TOKEN}`);
    await request(app).post(`/api/reservations/manage/${TOKEN}/cancel`);
    await request(app).get(`/reservation/${TOKEN}`);

    expect(logs.text()).not.toContain(TOKEN);
    const urls = logs.entries().map((e) => (e.req as { url: string }).url);
    expect(urls).toEqual([
      '/api/reservations/manage/[token]',
      '/api/reservations/manage/[token]',
      '/api/reservations/manage/[token]/cancel',
      '/reservation/[token]',
    ]);
    const requestId = opened.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logs.entries()[0]).toMatchObject({ msg: 'looked up a booking', req: { id: requestId } });
    expect(logs.entries()[0]!.req).toMatchObject({
      headers: { referer: 'https://dine.example/reservation/[token]' },
    });
  });

  it('when a booking carries an Idempotency-Key, a cookie and credentials, then none of their values is logged', async () => {
    const { app, logs } = loggedApp();
    await request(app)
      .post('/api/reservations')
      .set('Idempotency-Key', IDEMPOTENCY_KEY)
      .set('Cookie', 'tasting.sid=s%3Asecret-session')
      .set('Authorization', 'Basic c2VjcmV0')
      .send({ name: 'Asha Rao', email: 'asha@example.com' });

    const text = logs.text();
    for (const secret of [IDEMPOTENCY_KEY, 'secret-session', 'c2VjcmV0', 'asha@example.com']) {
      expect(text).not.toContain(secret);
    }
    expect(logs.entries()[0]!.req).toMatchObject({
      url: '/api/reservations',
      headers: { 'idempotency-key': '[Redacted]', cookie: '[Redacted]' },
    });
  });

  it('when a URL carries a query string, then its keys are logged and its values are not', async () => {
    const { app, logs } = loggedApp();
    await request(app).get('/api/availability?date=2027-01-05&search=asha%40example.com&x');

    expect(logs.text()).not.toMatch(/2027-01-05|asha|example\.com/);
    expect(logs.entries()[0]!.req).toMatchObject({
      url: '/api/availability?date=[redacted]&search=[redacted]&x=[redacted]',
    });
    expect(logs.entries()[0]!.req).not.toHaveProperty('query');
  });
});

describe('loggableUrl', () => {
  it('when the token hides behind other casing or doubled slashes, then it is still masked', () => {
    expect(loggableUrl(`/API/Reservations/Manage/${TOKEN}/cancel`)).toBe(
      '/API/Reservations/Manage/[token]/cancel',
    );
    expect(loggableUrl(`/reservation//${TOKEN}?ref=mail`)).toBe(
      '/reservation//[token]?ref=[redacted]',
    );
  });

  it("U2: when a buyer's order page or its API is asked for, then the token is masked; staff order paths are not", () => {
    expect(loggableUrl(`/order/${TOKEN}`)).toBe('/order/[token]');
    expect(loggableUrl(`/api/corporate-orders/by-token/${TOKEN}`)).toBe(
      '/api/corporate-orders/by-token/[token]',
    );
    expect(loggableUrl('/api/corporate-orders/42/status')).toBe('/api/corporate-orders/42/status');
    expect(loggableUrl('/staff/orders')).toBe('/staff/orders');
  });

  it('when a query key is not a plain name, then the key is redacted too', () => {
    expect(loggableUrl('/book?asha%40example.com=1&date=2')).toBe(
      '/book?[redacted]=[redacted]&date=[redacted]',
    );
  });

  it('when a staff path carries an id, then it is left as it is', () => {
    expect(loggableUrl('/api/reservations/42/status')).toBe('/api/reservations/42/status');
  });
});

describe('issue 12 item 8: the console in development and in production', () => {
  afterEach(() => {
    setConsoleFormat('json');
    vi.restoreAllMocks();
  });

  function readableApp() {
    const written: string[] = [];
    const app = appLoggingTo(
      createLogger(
        'info',
        readableDestination((t) => written.push(t)),
      ),
    );
    return { app, text: () => written.join('') };
  }

  it('when a developer loads a page, then each request is one short line without headers', async () => {
    const { app, text } = readableApp();
    await request(app).get('/api/menu').set('Cookie', 'sid=s%3Asecret-session');
    await request(app)
      .post('/api/reservations')
      .set('Idempotency-Key', IDEMPOTENCY_KEY)
      .send({ email: 'asha@example.com' });

    const lines = text().split('\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^GET \/api\/menu 200 \d+ms$/);
    expect(lines[1]).toMatch(/^POST \/api\/reservations 200 \d+ms$/);
    expect(text()).not.toMatch(/secret-session|idem-|asha|user-agent|headers|\{/);
  });

  it('when a developer opens a manage link with a query, then the short line masks the token and the values', async () => {
    const { app, text } = readableApp();
    await request(app).get(`/api/reservations/manage/${TOKEN}?date=2027-01-05`);

    const lines = text().split('\n').filter(Boolean);
    expect(lines[0]).toBe(
      'INFO looked up a booking (GET /api/reservations/manage/[token]?date=[redacted])',
    );
    expect(lines[1]).toMatch(
      /^GET \/api\/reservations\/manage\/\[token\]\?date=\[redacted\] 200 \d+ms$/,
    );
    expect(text()).not.toMatch(new RegExp(`${TOKEN}|2027-01-05`));
  });

  it('when a request fails, then the short line is followed by the error and its stack, scrubbed', async () => {
    const { app, text } = readableApp();
    await request(app).get('/api/broken');

    const lines = text().split('\n').filter(Boolean);
    expect(lines[0]).toBe('ERROR unhandled error (GET /api/broken)');
    expect(lines[1]).toBe('  Error: the kitchen is on fire');
    expect(lines[2]).toMatch(/^ {4}at /);
    expect(lines.at(-1)).toMatch(/^GET \/api\/broken 500 \d+ms \(request errored\)$/);
    expect(text()).not.toContain('failed with status code');
  });

  it('when a health probe calls, then nothing is logged in either format', async () => {
    const { app, text } = readableApp();
    const { app: jsonApp, logs } = loggedApp();
    await request(app).get('/healthz');
    await request(jsonApp).get('/healthz');
    expect(text()).toBe('');
    expect(logs.lines()).toEqual([]);
  });

  it('when the console is set to readable (development) or json (production), then the same request is written as a short line or as redacted JSON', async () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const app = appLoggingTo(createLogger('info'));
    const written = () => stdout.mock.calls.map(([chunk]) => String(chunk)).join('');
    const visit = () =>
      request(app)
        .get(`/api/reservations/manage/${TOKEN}/x?search=asha`)
        .set('Cookie', 'sid=s%3Asecret-session');

    setConsoleFormat('readable');
    await visit();
    expect(written()).toMatch(
      /^GET \/api\/reservations\/manage\/\[token\]\/x\?search=\[redacted\] 200 \d+ms\n$/,
    );

    stdout.mockClear();
    setConsoleFormat('json');
    await visit();
    const lines = written().split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({
      msg: 'request completed',
      req: {
        url: '/api/reservations/manage/[token]/x?search=[redacted]',
        headers: { cookie: '[Redacted]' },
      },
      res: { statusCode: 200 },
    });
    expect(written()).not.toMatch(new RegExp(`${TOKEN}|secret-session|asha`));
  });
});
