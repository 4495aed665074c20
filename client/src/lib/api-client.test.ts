import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiRequest } from './api-client';

// A real HTTP server stands in for the API, so the client's fetch handling is exercised as is.
let base = '';
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.get('/ok', (_req, res) => {
    res.json({ hello: 'world' });
  });
  app.post('/echo', (req, res) => {
    res.status(201).json({ got: req.body, type: req.get('content-type') });
  });
  app.delete('/gone', (_req, res) => {
    res.status(204).end();
  });
  app.get('/refused', (_req, res) => {
    res.status(409).json({
      message: 'That seating is full',
      code: 'conflict',
      errors: [{ path: 'timeSlot', message: 'Full' }],
    });
  });
  app.get('/plain', (_req, res) => {
    res.status(500).type('text').send('boom');
  });
  app.get('/empty', (_req, res) => {
    res.status(503).end();
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('apiRequest', () => {
  it('when the answer is OK, then its JSON is returned; JSON bodies are sent as JSON', async () => {
    expect(await apiRequest('GET', `${base}/ok`)).toEqual({ hello: 'world' });
    expect(await apiRequest('POST', `${base}/echo`, { guests: 2 })).toEqual({
      got: { guests: 2 },
      type: 'application/json',
    });
    expect(await apiRequest('DELETE', `${base}/gone`)).toBeUndefined();
  });

  it('when the server refuses, then the error reads "status: body" and keeps the parsed message', async () => {
    const err = await apiRequest('GET', `${base}/refused`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const apiError = err as ApiError;
    expect(apiError.status).toBe(409);
    expect(apiError.message).toBe(
      '409: {"message":"That seating is full","code":"conflict","errors":[{"path":"timeSlot","message":"Full"}]}',
    );
    expect(apiError.serverMessage('fallback')).toBe('That seating is full');
    expect(apiError.body?.code).toBe('conflict');
    expect(apiError.body?.errors).toEqual([{ path: 'timeSlot', message: 'Full' }]);
  });

  it('when the body is not JSON or empty, then the message uses the text or the status text', async () => {
    const plain = (await apiRequest('GET', `${base}/plain`).catch((e: unknown) => e)) as ApiError;
    expect(plain.message).toBe('500: boom');
    expect(plain.serverMessage('Unable to complete your booking.')).toBe(
      'Unable to complete your booking.',
    );
    const empty = (await apiRequest('GET', `${base}/empty`).catch((e: unknown) => e)) as ApiError;
    expect(empty.message).toBe('503: Service Unavailable');
  });
});
