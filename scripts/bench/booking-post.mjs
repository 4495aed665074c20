// A booking's write path as one diner meets it: POST /api/reservations, one after another (never
// two at once, so the figure is the work a booking costs, not queueing), on a warm server.
import crypto from 'node:crypto';
import { median } from './stats.mjs';

const SEATINGS = ['7:00 PM - 8:00 PM', '8:00 PM - 9:00 PM', '9:00 PM - 10:00 PM'];
const WARM_UP = 10;
const SEQUENTIAL = 20;

/** The night `days` ahead on the restaurant's calendar (Kolkata, the default zone). */
function nightAhead(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function book(base, n, date) {
  const started = performance.now();
  const res = await fetch(`${base}/api/reservations`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // The booking form sends one key per submitted form, as the real page does.
      'idempotency-key': crypto.randomBytes(12).toString('base64url'),
    },
    body: JSON.stringify({
      name: `Bench Diner ${n}`,
      email: `bench-${n}@booking-post.example`,
      phone: `+91 9${String(n).padStart(9, '0')}`,
      date,
      timeSlot: SEATINGS[n % SEATINGS.length],
      guests: 2,
      vegCount: 1,
      nonVegCount: 1,
    }),
  });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`booking ${n}: HTTP ${res.status}`);
  return ms;
}

/**
 * `SEQUENTIAL` bookings, each on a night of its own after a warm-up on other nights (a night's
 * seats are never the limit): the median and p90 of their answer times, in ms.
 */
export async function bookingPostBench(base, log) {
  for (let i = 0; i < WARM_UP; i++) await book(base, 1_000 + i, nightAhead(40 + (i % 5)));
  const times = [];
  for (let i = 0; i < SEQUENTIAL; i++) times.push(await book(base, i, nightAhead(10 + i)));
  const sorted = [...times].sort((a, b) => a - b);
  const result = {
    count: times.length,
    medianMs: Number(median(times).toFixed(1)),
    p90Ms: Number(percentile(sorted, 0.9).toFixed(1)),
    maxMs: Number(sorted.at(-1).toFixed(1)),
    timesMs: times.map((t) => Number(t.toFixed(1))),
  };
  log(
    `booking POST, ${result.count} sequential: median ${result.medianMs} ms, p90 ${result.p90Ms} ms`,
  );
  return result;
}
