import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { AppMetrics } from './app-metrics';
import { metricsAccess } from './metrics-access';
import { metricsRoutes } from './metrics.routes';

const TOKEN = 'scrape-token-for-tests-0123456789';
const BEARER = `Bearer ${TOKEN}`;
const SCRAPED = '# TYPE http_requests_total counter\n';

/** The route as the app mounts it, behind a proxy on loopback, over metrics that answer a fixed text. */
function appWith(settings: { token?: string; allow?: string[] }) {
  const metrics = {
    scrape: async () => ({
      contentType: 'text/plain; version=0.0.4; charset=utf-8',
      body: SCRAPED,
    }),
  } as AppMetrics;
  return express()
    .set('trust proxy', 'loopback')
    .use(metricsRoutes(metrics, metricsAccess({ token: settings.token, allow: settings.allow })));
}

describe('who may read GET /metrics', () => {
  it('when neither a token nor addresses are set, then /metrics is an unknown path to everyone', async () => {
    const app = appWith({});
    await request(app).get('/metrics').expect(404);
    await request(app).get('/metrics').set('Authorization', BEARER).expect(404);
  });

  it('when a token is set, then only its bearer token reads the metrics, and no one else learns they exist', async () => {
    const app = appWith({ token: TOKEN });
    for (const sent of [undefined, `Bearer ${TOKEN}x`, TOKEN, `bearer ${TOKEN}`]) {
      const req = request(app).get('/metrics');
      const res = await (sent === undefined ? req : req.set('Authorization', sent));
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('http_requests_total');
    }
    const res = await request(app).get('/metrics').set('Authorization', BEARER).expect(200);
    expect(res.text).toBe(SCRAPED);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when addresses are set behind a trusted proxy, then the client the proxy reports decides, never the proxy itself', async () => {
    const app = appWith({ allow: ['10.0.0.0/8', '192.0.2.7'] });
    const from = (ip: string) => request(app).get('/metrics').set('X-Forwarded-For', ip);
    await from('10.20.30.40').expect(200);
    await from('192.0.2.7').expect(200);
    await from('192.0.2.8').expect(404);
    // A spoofed address before the real one: the proxy's hop names the real client last.
    await from('10.0.0.1, 198.51.100.9').expect(404);
    // The test client is loopback itself, which the list does not name.
    await request(app).get('/metrics').expect(404);
  });

  it('when both are set, then a scrape needs the address and the token', async () => {
    const app = appWith({ allow: ['10.0.0.0/8'], token: TOKEN });
    const from = (ip: string) => request(app).get('/metrics').set('X-Forwarded-For', ip);
    await from('10.0.0.1').set('Authorization', BEARER).expect(200);
    await from('10.0.0.1').expect(404);
    await from('172.16.0.1').set('Authorization', BEARER).expect(404);
  });
});
