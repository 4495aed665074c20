import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as endpoints from '@shared/api/endpoints';
import { ApiError, api, apiErrorCode, setApiTransport, type ApiTransport } from './api-client';

// A real HTTP server stands in for the API at the table's paths, so the client's fetch handling
// is exercised as is. The browser would resolve '/api/...' against the page; here the stubbed
// fetch puts the server's address in front.
let base = '';
let close: () => void;
const realFetch = globalThis.fetch;
beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.get('/api/content', (_req, res) => {
    res.json([{ sectionName: 'hero' }]);
  });
  app.post('/api/users', (req, res) => {
    res.status(201).json({ got: req.body, type: req.get('content-type') });
  });
  app.delete('/api/media/:id', (_req, res) => {
    res.status(204).end();
  });
  app.get('/api/time-slots', (_req, res) => {
    res.status(409).json({
      message: 'That seating is full',
      code: 'conflict',
      errors: [{ path: 'timeSlot', message: 'Full' }],
    });
  });
  app.get('/api/blocked-slots', (_req, res) => {
    res.status(500).type('text').send('boom');
  });
  app.get('/api/reservations', (_req, res) => {
    res.status(503).end();
  });
  app.get(['/api/reservations/manage/:token', '/api/availability/nearest'], (req, res) => {
    res.json({ url: req.originalUrl, token: req.params.token ?? null });
  });
  app.post(['/api/media/upload', '/api/reservations'], (req, res) => {
    res.json({ type: req.get('content-type'), key: req.get('idempotency-key') ?? null });
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

beforeEach(() => {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => realFetch(`${base}${url}`, init));
});
afterEach(() => vi.unstubAllGlobals());

describe('api.call', () => {
  it('when the answer is OK, then its JSON is returned; JSON bodies are sent as JSON', async () => {
    expect(await api.call(endpoints.content.list)).toEqual([{ sectionName: 'hero' }]);
    const input = { username: 'meera', password: 'k7mp-x2qa-9rtd-hw3e', isAdmin: false };
    expect(await api.call(endpoints.users.create, { body: input })).toEqual({
      got: input,
      type: 'application/json',
    });
    expect(await api.call(endpoints.media.remove, { params: { id: 4 } })).toBeUndefined();
  });

  it('when the server refuses, then the error reads "status: body" and keeps the parsed message', async () => {
    const err = await api.call(endpoints.reservations.timeSlots).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const apiError = err as ApiError;
    expect(apiError.status).toBe(409);
    expect(apiError.message).toBe(
      '409: {"message":"That seating is full","code":"conflict","errors":[{"path":"timeSlot","message":"Full"}]}',
    );
    expect(apiError.serverMessage('fallback')).toBe('That seating is full');
    expect(apiErrorCode(apiError)).toBe('conflict');
    expect(apiError.body?.errors).toEqual([{ path: 'timeSlot', message: 'Full' }]);
  });

  it('when the body is not JSON or empty, then the message uses the text or the status text', async () => {
    const plain = (await api
      .call(endpoints.reservations.blockedSlots)
      .catch((e: unknown) => e)) as ApiError;
    expect(plain.message).toBe('500: boom');
    expect(plain.serverMessage('Unable to complete your booking.')).toBe(
      'Unable to complete your booking.',
    );
    expect(apiErrorCode(plain)).toBeUndefined();
    const empty = (await api
      .call(endpoints.reservations.list)
      .catch((e: unknown) => e)) as ApiError;
    expect(empty.message).toBe('503: Service Unavailable');
  });

  it("when a path has parameters and a query, then they are encoded and the query keeps the call's order", async () => {
    expect(await api.call(endpoints.reservations.manage, { params: { token: 'a b/c?d' } })).toEqual(
      { url: '/api/reservations/manage/a%20b%2Fc%3Fd', token: 'a b/c?d' },
    );
    expect(
      await api.call(endpoints.reservations.nearestNights, {
        query: { date: '2026-05-01', timeSlot: '7:00 PM - 8:00 PM', guests: 2 },
      }),
    ).toMatchObject({
      url: '/api/availability/nearest?date=2026-05-01&timeSlot=7%3A00%20PM%20-%208%3A00%20PM&guests=2',
    });
  });

  it('when the body is FormData, then it goes as multipart; headers given by the call are sent', async () => {
    const form = new FormData();
    form.append('purpose', 'hero');
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'x.png');
    const upload = await api.call(endpoints.media.upload, { body: form });
    expect(upload).toMatchObject({
      type: expect.stringMatching(/^multipart\/form-data; boundary=/),
    });

    const booking = {
      name: 'Asha',
      email: 'asha@example.com',
      phone: '98450 00000',
      date: '2026-05-01',
      timeSlot: '7:00 PM - 8:00 PM',
      guests: 2,
      vegCount: 1,
      nonVegCount: 1,
    };
    expect(
      await api.call(endpoints.reservations.create, {
        body: booking,
        headers: { 'Idempotency-Key': 'key-12345678' },
      }),
    ).toEqual({ type: 'application/json', key: 'key-12345678' });
  });
});

describe('setApiTransport', () => {
  it('when another transport is installed, then every call goes through it with the request worked out', async () => {
    const seen: Parameters<ApiTransport>[] = [];
    const previous = setApiTransport(async (endpoint, request) => {
      seen.push([endpoint, request]);
      return { id: 7, status: 'confirmed' };
    });
    try {
      const answer = await api.call(endpoints.reservations.updateStatus, {
        params: { id: 7 },
        body: { status: 'confirmed' },
      });
      expect(answer).toEqual({ id: 7, status: 'confirmed' });
    } finally {
      setApiTransport(previous);
    }
    expect(seen).toEqual([
      [
        endpoints.reservations.updateStatus,
        {
          url: '/api/reservations/7/status',
          params: { id: 7 },
          query: undefined,
          body: { status: 'confirmed' },
        },
      ],
    ]);
  });
});
