import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { staticSite } from './static-site';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-client-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(
  path.join(clientDir, 'assets', 'index-AbC123.js'),
  `console.log(${JSON.stringify('x'.repeat(5000))})`,
);
fs.writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *');

const app = express().use(compression()).use(staticSite(clientDir));

afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

describe('staticSite', () => {
  it('when a fingerprinted asset is requested, then it is cached for a year and compressed', async () => {
    const res = await request(app).get('/assets/index-AbC123.js').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('when a known route is requested, then index.html is sent with 200 and never cached', async () => {
    const res = await request(app).get('/staff/reservations').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('when an unknown path is requested, then the SPA is sent with 404 so it shows its 404 page', async () => {
    const res = await request(app).get('/no/such/page').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<div id="root">');
  });

  it('when a missing asset is requested, then it is a plain 404, not the SPA', async () => {
    const res = await request(app).get('/assets/gone-123.js').set('Accept', '*/*');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('when a plain public file is requested, then it revalidates instead of being cached long', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
