import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../test/log-capture';
import { loggableUrl, requestLogging } from './request-logging';

const TOKEN = 'Zq4_rT9-kLm2Np7Xy1Wv3Ab8';
const IDEMPOTENCY_KEY = 'idem-7f3a9c2e5b1d';

function loggedApp() {
  const logs = captureLogs();
  const app = express();
  app.use(requestLogging(logs.logger));
  app.get('/api/reservations/manage/:token', (req, res) => {
    req.log.info('looked up a booking');
    res.json({ ok: true });
  });
  app.post('/api/reservations/manage/:token/cancel', (_req, res) => {
    res.json({ ok: true });
  });
  app.all(/.*/, (_req, res) => {
    res.json({ ok: true });
  });
  return { app, logs };
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

  it('when a query key is not a plain name, then the key is redacted too', () => {
    expect(loggableUrl('/book?asha%40example.com=1&date=2')).toBe(
      '/book?[redacted]=[redacted]&date=[redacted]',
    );
  });

  it('when a staff path carries an id, then it is left as it is', () => {
    expect(loggableUrl('/api/reservations/42/status')).toBe('/api/reservations/42/status');
  });
});
