// `npm run test:cluster`: the deployment of deploy/ on one machine. A fresh PostgreSQL database,
// an S3 server (s3rver), TWO app processes from the build and nginx in front, configured from
// deploy/nginx/; then what a visitor and staff see THROUGH THE PROXY must not depend on which
// process answers. Needs `npm run build` and PostgreSQL on 127.0.0.1:5432 (TEST_DATABASE_URL to
// change); everything it starts is stopped and removed afterwards, also on failure.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePng } from '../../server/test/sample-files';
import { bucketKeys, s3ClientFor, startS3Server } from '../../server/test/s3-server';
import { scratchDatabase } from '../bench/server.mjs';
import { checkShippedSite, startNginx } from './nginx.mjs';
import { releaseRoot, runRelease, startInstances, steadyLoad } from './releases.mjs';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { username: 'admin', password: 'cluster-admin-pass-1' };
const METRICS_TOKEN = crypto.randomBytes(18).toString('base64url');

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The night `days` ahead on the restaurant's calendar (Kolkata), inside the booking window. */
function nightAhead(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * One HTTP request. `from` is the client address the proxy is told about (X-Forwarded-For): the
 * app trusts it from loopback (TRUST_PROXY=loopback), as it trusts nginx's own hop in production.
 */
async function call(base, url, { method = 'GET', body, form, from, cookie, headers = {} } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(from ? { 'X-Forwarded-For': from } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    text,
    json: type.includes('json') ? JSON.parse(text) : undefined,
    cookies: res.headers.getSetCookie().map((c) => c.split(';')[0]),
  };
}

let diner = 0;
function booking(overrides = {}) {
  diner += 1;
  return {
    name: `Cluster Diner ${diner}`,
    email: `cluster-diner-${diner}@example.com`,
    phone: `+91 98450 3${String(diner).padStart(4, '0')}`,
    date: nightAhead(20),
    timeSlot: '8:00 PM - 9:00 PM',
    guests: 2,
    vegCount: 1,
    nonVegCount: 1,
    ...overrides,
  };
}

describe('two app processes behind nginx on one PostgreSQL and one bucket', () => {
  const cleanups = [];
  let proxy;
  let apps;
  let ports;
  let instances;
  let releases;
  let s3;
  let admin;

  beforeAll(async () => {
    try {
      const database = await scratchDatabase(ADMIN_URL, 'cluster');
      cleanups.push(() => database.drop());
      s3 = await startS3Server();
      cleanups.push(() => s3.stop());
      const [proxyPort, ...appPorts] = await Promise.all([freePort(), freePort(), freePort()]);
      const sessionSecret = crypto.randomBytes(32).toString('hex');
      // The processes run a release folder through `current`, as deploy/ lays a machine out.
      releases = releaseRoot();
      cleanups.push(() => releases.remove());
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-cluster-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      instances = await startInstances({
        root: releases.root,
        ports: appPorts,
        env: {
          // Not the test runner's NODE_ENV=test and SSR flag: the app as a site runs it, on
          // plain HTTP (production would mark the session cookie Secure).
          NODE_ENV: 'development',
          SSR: 'on',
          ...s3.env,
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          // Every process of one site signs sessions and sandbox payments with one secret.
          SESSION_SECRET: sessionSecret,
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
          TRUST_PROXY: 'loopback',
          RATE_LIMITS: 'on',
          METRICS_TOKEN,
          LOG_LEVEL: 'warn',
        },
      });
      cleanups.push(() => instances.stop());
      apps = instances.apps;
      ports = appPorts;
      proxy = await startNginx({ listenPort: proxyPort, appPorts });
      cleanups.push(() => proxy.stop());
      const signedIn = await call(proxy.base, '/api/auth/login', {
        method: 'POST',
        body: ADMIN,
        from: '198.51.100.1',
      });
      expect(signedIn.status).toBe(200);
      admin = signedIn.cookies.join('; ');
    } catch (err) {
      await cleanUp();
      throw err;
    }
  }, 90_000);

  async function cleanUp() {
    for (const step of cleanups.splice(0).reverse()) {
      await Promise.resolve()
        .then(step)
        .catch((err) => console.error(`clean-up: ${err.message}`));
    }
  }
  afterAll(cleanUp, 30_000);

  it('when the shipped site file is loaded by Debian nginx, then it passes nginx -t', () => {
    expect(checkShippedSite()).toEqual({ ok: true, output: '' });
  });

  it('when a diner books through the proxy, then 201, and both processes count the seats as taken', async () => {
    const date = nightAhead(21);
    const seatsLeft = async (base) => {
      const res = await call(base, `/api/availability?date=${date}`);
      return res.json.find((s) => s.slot === '8:00 PM - 9:00 PM').availableSeats;
    };
    const before = await Promise.all(apps.map((a) => seatsLeft(a.base)));
    const res = await call(proxy.base, '/api/reservations', {
      method: 'POST',
      body: booking({ date, guests: 3, vegCount: 3, nonVegCount: 0 }),
      from: '203.0.113.10',
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ id: expect.any(Number), guests: 3, status: 'confirmed' });
    // Each process's seats memo is cleared by the booking's change notice, within moments.
    const expected = before.map((n) => n - 3);
    let seen;
    for (const until = Date.now() + 500; Date.now() < until;) {
      seen = await Promise.all(apps.map((a) => seatsLeft(a.base)));
      if (seen.every((n, i) => n === expected[i])) break;
    }
    expect(seen).toEqual(expected);
  });

  it('when staff change the hero text through the proxy, then both processes serve the new home page at once', async () => {
    // Both processes have the home page rendered and kept.
    for (const app of apps) expect((await call(app.base, '/')).status).toBe(200);
    const title = `Release night ${crypto.randomBytes(4).toString('hex')}`;
    const saved = await call(proxy.base, '/api/content/hero', {
      method: 'PATCH',
      body: { title, content: 'Tables for next month open tonight at nine.' },
      cookie: admin,
    });
    expect(saved.status).toBe(200);
    const shows = async (base) => {
      const page = await call(base, '/');
      return page.status === 200 && page.text.includes(`>${title}</h1>`);
    };
    expect(
      await Promise.all(apps.map((a) => shows(a.base))),
      'each process, asked directly',
    ).toEqual([true, true]);
    const viaProxy = [];
    for (let i = 0; i < 4; i++) viaProxy.push(await shows(proxy.base));
    expect(viaProxy, 'four pages through the proxy').toEqual([true, true, true, true]);
  });

  it('when a sandbox payment is started on one process, then it is paid and verified on the other', async () => {
    const [first, second] = apps;
    const on = await call(proxy.base, '/api/site-settings/corporate-ordering', {
      method: 'PUT',
      body: { value: 'true' },
      cookie: admin,
    });
    expect(on.status).toBe(200);
    const dish = await call(proxy.base, '/api/menu', {
      method: 'POST',
      cookie: admin,
      body: {
        name: 'Release Night Thali',
        description: 'Nine small plates and a dessert.',
        category: 'Meals',
        courseNumber: 1,
        price: 450,
        isActive: true,
      },
    });
    expect(dish.status).toBe(201);
    const quantity = 4;
    const created = await call(first.base, '/api/corporate-orders/create', {
      method: 'POST',
      from: '203.0.113.20',
      body: {
        items: [{ itemId: dish.json.id, name: dish.json.name, price: 450, quantity }],
        totalAmount: Math.round(450 * quantity * 1.05 * 100),
        deliveryDetails: {
          name: 'Asha Rao',
          contactNumber: '+91 98765 43210',
          email: 'asha@example.com',
          deliveryAddress: '4th floor, 12 MG Road, Bengaluru 560001',
          deliveryDate: nightAhead(10),
          deliveryTime: '12:30 PM',
          specialInstructions: '',
        },
        status: 'pending',
        paymentStatus: 'pending',
      },
    });
    expect(created.status).toBe(201);
    // The test-payment dialog's Pay button, answered by the other process.
    const paid = await call(second.base, '/api/payments/sandbox/pay', {
      method: 'POST',
      from: '203.0.113.20',
      body: { razorpayOrderId: created.json.razorpayOrderId, outcome: 'pay' },
    });
    expect(paid.status).toBe(200);
    const verified = await call(first.base, '/api/corporate-orders/verify-payment', {
      method: 'POST',
      from: '203.0.113.20',
      body: { orderId: created.json.id, ...paid.json },
    });
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({ id: created.json.id, paymentStatus: 'completed' });
  });

  it('when two clients sign in wrongly through the proxy, then each address has its own budget, and one address is limited on both processes', async () => {
    const attempt = (base, from) =>
      call(base, '/api/auth/login', {
        method: 'POST',
        from,
        body: { username: 'ghost-of-service', password: 'not-the-password' },
      });
    // Five wrong passwords per address and username (login-throttle.ts), spread over both
    // processes by the proxy.
    for (let i = 0; i < 5; i++) expect((await attempt(proxy.base, '192.0.2.51')).status).toBe(401);
    expect((await attempt(proxy.base, '192.0.2.51')).status).toBe(429);
    for (const app of apps) expect((await attempt(app.base, '192.0.2.51')).status).toBe(429);
    // Another client behind the same proxy still has its whole budget.
    expect((await attempt(proxy.base, '192.0.2.52')).status).toBe(401);
  });

  it('when staff upload a photo through the proxy, then it is kept in the bucket and served through the proxy and by either process', async () => {
    const png = await samplePng(640, 400);
    const form = new FormData();
    form.append('purpose', 'gallery');
    form.append('file', new Blob([png], { type: 'image/png' }), 'Dining Room.png');
    const uploaded = await call(proxy.base, '/api/media/upload', {
      method: 'POST',
      form,
      cookie: admin,
    });
    expect(uploaded.status).toBe(201);
    const filePath = uploaded.json.filePath;
    expect(filePath).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const client = s3ClientFor(s3.env);
    try {
      expect(await bucketKeys(client, s3.env)).toContain(filePath.slice('/uploads/'.length));
    } finally {
      client.destroy();
    }
    for (const base of [proxy.base, ...apps.map((a) => a.base)]) {
      const served = await call(base, filePath);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.bytes.equals(png)).toBe(true);
    }
  });

  it('when /metrics is asked for through the proxy, then it does not exist there; each process serves its own counters to the token', async () => {
    const auth = { Authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await call(proxy.base, '/metrics', { headers: auth })).status).toBe(404);
    const online = 'tasting_bookings_total{channel="online"} ';
    let booked = 0;
    for (const app of apps) {
      const res = await call(app.base, '/metrics', { headers: auth });
      expect(res.status).toBe(200);
      const line = res.text.split('\n').find((l) => l.startsWith(online));
      booked += Number(line.slice(online.length));
    }
    // One online booking in this run, counted by whichever process took it: Prometheus adds up.
    expect(booked).toBe(1);
  });

  it("O8: when a release is switched in and rolled back under load, then no request fails and each release still serves the other one's files", async () => {
    const { a, b } = releases;
    const serving = async (base) => (await call(base, '/release.txt')).text;
    const everywhere = async () =>
      Promise.all([proxy.base, ...apps.map((app) => app.base)].map(serving));
    const statusOf = async (base, url) => (await call(base, url)).status;
    const context = { root: releases.root, ports, proxy, restartCommand: instances.restartCommand };
    expect(await everywhere()).toEqual(['a', 'a', 'a']);
    const booked = await call(proxy.base, '/api/reservations', {
      method: 'POST',
      body: booking({ date: nightAhead(22) }),
      from: '203.0.113.40',
    });
    expect(booked.status).toBe(201);

    const releaseLoad = steadyLoad(proxy.base, [a.asset, b.asset]);
    const released = await runRelease(['switch', b.dir], context);
    const duringRelease = await releaseLoad.stop();
    expect(released.code, released.output).toBe(0);
    expect(duringRelease.failures, 'failed requests during the release').toEqual([]);
    expect(duringRelease.answers).toBeGreaterThan(100);
    expect(await everywhere()).toEqual(['b', 'b', 'b']);
    // A page release a served keeps loading its files from release b's processes.
    for (const app of apps) {
      expect(await statusOf(app.base, a.asset)).toBe(200);
      expect(await statusOf(app.base, b.asset)).toBe(200);
    }

    const rollbackLoad = steadyLoad(proxy.base, [a.asset, b.asset]);
    const rolledBack = await runRelease(['rollback'], context);
    const duringRollback = await rollbackLoad.stop();
    expect(rolledBack.code, rolledBack.output).toBe(0);
    expect(duringRollback.failures, 'failed requests during the rollback').toEqual([]);
    expect(duringRollback.answers).toBeGreaterThan(100);
    expect(await everywhere()).toEqual(['a', 'a', 'a']);
    for (const app of apps) expect(await statusOf(app.base, b.asset)).toBe(200);
    // Both releases ran against the one database: the booking made before is still there.
    const listed = await call(proxy.base, '/api/reservations', { cookie: admin });
    expect(listed.status).toBe(200);
    expect(listed.json.map((r) => r.id)).toContain(booked.json.id);
  }, 180_000);
});
