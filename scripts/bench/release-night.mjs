// Release night: a month's tables open at a fixed hour and 2,000 diners arrive within the same
// ten seconds for one night of 90 seats (three seatings of 30). The app runs as deploy/ runs it:
// several processes from the build, nginx in front (scripts/cluster/nginx.mjs), PostgreSQL.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { startNginx } from '../cluster/nginx.mjs';
import { scratchDatabase, startServer } from './server.mjs';

const DINERS = 2_000;
const ARRIVAL_WINDOW_MS = 10_000;
const SEATS_PER_SEATING = 30;
const SEATINGS = ['7:00 PM - 8:00 PM', '8:00 PM - 9:00 PM', '9:00 PM - 10:00 PM'];
/** A diner tries at most this often: the first choice, then what availability still offers. */
const ATTEMPTS_PER_DINER = 3;
/** SIGTERM goes to one process once this many bookings were acknowledged (--sigterm). */
const SIGTERM_AFTER_BOOKINGS = 10;
const POLL_MS = 50;

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

/** The night `days` ahead on the restaurant's calendar (Kolkata, the default zone). */
function nightAhead(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : null;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const random = (n) => crypto.randomInt(n);

/** One request through a kept-alive connection pool; never throws (a socket error is status 0). */
function requester(base) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1_000 });
  const send = (method, pathname, body, headers = {}) =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const started = performance.now();
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: pathname,
          method,
          agent,
          headers: {
            ...(payload
              ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }
              : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({ status: res.statusCode, json, ms: performance.now() - started });
          });
          res.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
        },
      );
      req.on('error', (err) =>
        resolve({ status: 0, error: err.code ?? err.message, ms: performance.now() - started }),
      );
      req.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

/**
 * One diner: a party of 2 to 4 tries a seating, and when refused, reads what the night still
 * offers and tries a seating with room for the party, else (some would rather come with fewer
 * than not at all) the seats one seating has left; gives up when the night is full.
 */
async function diner(n, date, client, record) {
  let guests = 2 + random(3);
  let timeSlot = SEATINGS[random(SEATINGS.length)];
  for (let attempt = 1; attempt <= ATTEMPTS_PER_DINER; attempt++) {
    const vegCount = random(guests + 1);
    const res = await client.send(
      'POST',
      '/api/reservations',
      {
        name: `Release Diner ${n}`,
        email: `diner-${n}@release-night.example`,
        phone: `+91 9${String(n).padStart(9, '0')}`,
        date,
        timeSlot,
        guests,
        vegCount,
        nonVegCount: guests - vegCount,
      },
      // The booking form sends one key per submitted form, as the real page does.
      { 'Idempotency-Key': crypto.randomBytes(12).toString('base64url') },
    );
    record.attempt(res, guests);
    if (res.status !== 409) return;
    const seen = await client.send('GET', `/api/availability?date=${date}`);
    record.other(seen);
    const open = (seen.json ?? []).filter((s) => s.isAvailable && s.availableSeats > 0);
    const roomy = open.filter((s) => s.availableSeats >= guests);
    const offered = roomy.length ? roomy : open;
    if (offered.length === 0) return;
    const choice = offered[random(offered.length)];
    timeSlot = choice.slot;
    guests = Math.min(guests, choice.availableSeats);
  }
}

/** Polls availability until every seating of the night reads 'Fully booked'. */
async function watchFullyBooked(client, date, startedAt, stop, record) {
  while (!stop.done) {
    const res = await client.send('GET', `/api/availability?date=${date}`);
    record.other(res);
    const seatings = Array.isArray(res.json) ? res.json : [];
    if (
      seatings.length === SEATINGS.length &&
      seatings.every((s) => !s.isAvailable && s.unavailableReason === 'full')
    ) {
      return Math.round(performance.now() - startedAt);
    }
    await sleep(POLL_MS);
  }
  return null;
}

/** nginx's error log lines, each kind once with its count, without times and addresses. */
function proxyComplaints(log) {
  const kinds = new Map();
  for (const line of log.split('\n')) {
    const what = /\[(?:error|warn)\] [\d#]+: \*\d+ (.*?)(?: while |,|$)/.exec(line)?.[1];
    if (what) kinds.set(what, (kinds.get(what) ?? 0) + 1);
  }
  return Object.fromEntries(kinds);
}

function countOutbox(dataDirs) {
  let files = 0;
  for (const dir of dataDirs) {
    const outbox = path.join(dir, 'outbox');
    if (fs.existsSync(outbox))
      files += fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).length;
  }
  return files;
}

const WARM_UP_REQUESTS = 150;

/**
 * A site that is up before the hour, not processes started a moment ago: each process answers
 * availability and refuses bookings for another night (blocked, so nothing is stored or mailed)
 * until its code is warm.
 */
async function warmUp(servers, date, db) {
  const night = nightAhead(31);
  for (const slot of SEATINGS) {
    await db.query(
      "insert into blocked_slots (date, time_slot, reason) values ($1, $2, 'warm-up')",
      [night, slot],
    );
  }
  await Promise.all(
    servers.map(async (server) => {
      const direct = requester(server.base);
      try {
        for (let i = 0; i < WARM_UP_REQUESTS; i++) {
          await direct.send('GET', `/api/availability?date=${i % 2 ? date : night}`);
          await direct.send('POST', '/api/reservations', {
            name: 'Warm Up',
            email: `warm-up-${i}@release-night.example`,
            phone: '+91 90000 00000',
            date: night,
            timeSlot: SEATINGS[i % SEATINGS.length],
            guests: 2,
            vegCount: 1,
            nonVegCount: 1,
          });
        }
      } finally {
        direct.close();
      }
    }),
  );
}

/** One release night with `processes` app processes behind nginx; the figures of the run. */
async function night(root, adminUrl, { processes, sigterm }, log) {
  const database = await scratchDatabase(adminUrl, `release${processes}`);
  const dataDirs = [];
  const servers = [];
  let proxy;
  let client;
  const db = new pg.Client({ connectionString: database.url });
  const setUpAt = performance.now();
  // Ends the 'Fully booked' watch however the run ends.
  const stop = { done: false };
  try {
    const [proxyPort, ...appPorts] = await Promise.all(
      Array.from({ length: processes + 1 }, () => freePort()),
    );
    const sessionSecret = crypto.randomBytes(32).toString('hex');
    servers.push(
      ...(await Promise.all(
        appPorts.map((port) => {
          const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-release-'));
          dataDirs.push(dataDir);
          return startServer(root, port, {
            DATABASE_URL: database.url,
            DATA_DIR: dataDir,
            UPLOAD_DIR: path.join(dataDir, 'uploads'),
            SESSION_SECRET: sessionSecret,
            PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
            TRUST_PROXY: 'loopback',
            RATE_LIMITS: 'off',
            LOG_LEVEL: 'warn',
          });
        }),
      )),
    );
    await db.connect();
    // The seatings' capacity is the time_slots table's (staff have no screen for it yet).
    await db.query('update time_slots set max_capacity = $1', [SEATS_PER_SEATING]);
    proxy = await startNginx({ listenPort: proxyPort, appPorts });
    client = requester(proxy.base);
    const date = nightAhead(30);
    await warmUp(servers, date, db);

    const statuses = {};
    const latencies = [];
    const acknowledged = [];
    let errors5xx = 0;
    let socketErrors = 0;
    let killed;
    const count = (res) => {
      if (res.status >= 500) errors5xx += 1;
      if (res.status === 0) socketErrors += 1;
    };
    const record = {
      attempt(res) {
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        latencies.push(res.ms);
        count(res);
        if (res.status === 201) {
          acknowledged.push(res.json.id);
          if (sigterm && !killed && acknowledged.length >= SIGTERM_AFTER_BOOKINGS) {
            const signalledAt = performance.now();
            killed = { server: servers[0], afterMs: Math.round(signalledAt - startedAt) };
            killed.exited = killed.server.stop().then((code) => {
              killed.stoppedInMs = Math.round(performance.now() - signalledAt);
              return code;
            });
          }
        }
      },
      other: count,
    };

    log(
      `release night, ${processes} process(es)${sigterm ? ', SIGTERM to one' : ''}: ` +
        `${DINERS} diners over ${ARRIVAL_WINDOW_MS / 1000} s (set up in ${Math.round((performance.now() - setUpAt) / 1000)} s, ` +
        `load average ${os.loadavg()[0].toFixed(1)})`,
    );
    const loadAtStart = os.loadavg()[0];
    // The diners' own process is on the same machine: its lag is part of every latency measured.
    const clientLag = monitorEventLoopDelay({ resolution: 10 });
    clientLag.enable();
    const startedAt = performance.now();
    const watching = watchFullyBooked(client, date, startedAt, stop, record);
    await Promise.all(
      Array.from({ length: DINERS }, async (_, n) => {
        await sleep(random(ARRIVAL_WINDOW_MS));
        await diner(n + 1, date, client, record);
      }),
    );
    const lastAnswerMs = Math.round(performance.now() - startedAt);
    clientLag.disable();
    stop.done = true;
    const fullyBookedAfterMs = await watching;
    const killedExit = killed ? await killed.exited : undefined;

    // What the database holds now.
    const { rows: seatings } = await db.query(
      `select time_slot, sum(guests)::int as seats, count(*)::int as bookings from reservations
       where date = $1 and status in ('confirmed', 'completed') group by time_slot order by time_slot`,
      [date],
    );
    const { rows: stored } = await db.query(
      'select id from reservations where id = any($1::int[])',
      [acknowledged],
    );
    const { rows: all } = await db.query(
      'select count(*)::int as n from reservations where date = $1',
      [date],
    );
    // Every booking's confirmation: queued with it, and sent exactly once by some process.
    const jobsSettled = Date.now();
    let jobs;
    for (;;) {
      ({ rows: jobs } = await db.query(
        `select status, count(*)::int as n from jobs where ref like 'reservation:%' group by status`,
      ));
      const waiting = jobs.filter((j) => j.status === 'pending' || j.status === 'running');
      if (waiting.length === 0 || Date.now() - jobsSettled > 60_000) break;
      await sleep(200);
    }
    const jobCounts = Object.fromEntries(jobs.map((j) => [j.status, j.n]));
    const sorted = latencies.sort((a, b) => a - b);
    const result = {
      processes,
      loadAverageAtStart: Number(loadAtStart.toFixed(1)),
      dinersProcessLagP99Ms: Math.round(clientLag.percentile(99) / 1e6),
      diners: DINERS,
      capacity: SEATS_PER_SEATING * SEATINGS.length,
      seatsSold: seatings.reduce((sum, s) => sum + s.seats, 0),
      perSeating: Object.fromEntries(seatings.map((s) => [s.time_slot, s.seats])),
      bookingsAccepted: acknowledged.length,
      bookingAttempts: latencies.length,
      answersByStatus: statuses,
      latencyMs: {
        p50: Math.round(percentile(sorted, 0.5)),
        p99: Math.round(percentile(sorted, 0.99)),
        max: Math.round(sorted.at(-1) ?? 0),
      },
      errors5xx,
      socketErrors,
      fullyBookedAfterMs,
      lastAnswerMs,
      acknowledgedStored: stored.length,
      storedBookings: all[0].n,
      mailJobs: jobCounts,
      mailsWritten: countOutbox(dataDirs),
      // What nginx said about the processes (why a 502 was a 502), one line per kind.
      proxyErrors: proxyComplaints(proxy.errorLog()),
    };
    if (killed) {
      result.sigterm = {
        afterBookings: SIGTERM_AFTER_BOOKINGS,
        afterMs: killed.afterMs,
        exitCode: killedExit,
        stoppedInMs: killed.stoppedInMs,
      };
    }
    log(
      `  ${result.seatsSold}/${result.capacity} seats sold in ${result.bookingsAccepted} bookings; ` +
        `answers ${JSON.stringify(statuses)}; p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, ` +
        `max ${result.latencyMs.max} ms (the diners' own event-loop lag p99 ${result.dinersProcessLagP99Ms} ms); 5xx ${errors5xx}, socket errors ${socketErrors}; ` +
        `'Fully booked' after ${fullyBookedAfterMs} ms; ${result.acknowledgedStored}/${acknowledged.length} acknowledged stored; ` +
        `mail jobs ${JSON.stringify(jobCounts)}, ${result.mailsWritten} mails written` +
        (killed
          ? `; SIGTERM after ${killed.afterMs} ms, exited ${killed.stoppedInMs} ms later with ${killedExit}`
          : '') +
        (Object.keys(result.proxyErrors).length
          ? `; nginx: ${JSON.stringify(result.proxyErrors)}`
          : ''),
    );
    return result;
  } finally {
    stop.done = true;
    client?.close();
    await proxy?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await db.end().catch(() => undefined);
    await database.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Four processes behind nginx, then one for comparison; with `sigterm`, also four where one
 * process gets SIGTERM while bookings are being taken. PostgreSQL only (BENCH_DATABASE_URL).
 */
export async function releaseNightBench(root, adminUrl, { sigterm = false } = {}, log) {
  if (!adminUrl) return { skipped: 'set BENCH_DATABASE_URL to a PostgreSQL server' };
  const runs = [await night(root, adminUrl, { processes: 4 }, log)];
  if (sigterm) runs.push(await night(root, adminUrl, { processes: 4, sigterm: true }, log));
  runs.push(await night(root, adminUrl, { processes: 1 }, log));
  return { diners: DINERS, arrivalWindowMs: ARRIVAL_WINDOW_MS, runs };
}
