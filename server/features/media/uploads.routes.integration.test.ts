import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../middleware/error-handler';
import { securityHeaders } from '../../middleware/security';
import { randomFileStem } from '../../storage/upload-storage';
import { openTestStorage, STORAGE_KINDS, type TestStorage } from '../../test/test-storages';
import { uploadsRoutes } from './uploads.routes';

const BYTES = Buffer.from(Array.from({ length: 2000 }, (_, i) => i % 251));

/** The response body as bytes, whatever its type. */
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe.each(STORAGE_KINDS)('files served under /uploads/ from a %s', (kind) => {
  let t: TestStorage;
  let app: express.Express;
  const png = `${randomFileStem()}.png`;
  const pdf = `${randomFileStem()}.pdf`;
  beforeAll(async () => {
    t = await openTestStorage(kind);
    await t.storage.write(png, BYTES);
    await t.storage.write(pdf, BYTES);
    // As in createApp: the security headers and compression wrap the uploads.
    app = express()
      .use(securityHeaders({ production: false }))
      .use(compression())
      .use('/uploads', uploadsRoutes(t.storage))
      .use(errorHandler);
  });
  afterAll(() => t.stop());

  it('when a file is asked for, then its bytes come with its type, nosniff, and cached for good', async () => {
    const res = await binary(request(app).get(`/uploads/${png}`));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(BYTES);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': '2000',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      etag: expect.stringMatching(/^(W\/)?".+"$/),
      'last-modified': expect.stringMatching(/GMT$/),
    });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const asPdf = await request(app).get(`/uploads/${pdf}`).expect(200);
    expect(asPdf.headers['content-type']).toBe('application/pdf');
  });

  it('when HEAD is asked, then the headers come without the bytes', async () => {
    const res = await request(app).head(`/uploads/${png}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe('2000');
    expect(res.text ?? '').toBe('');
  });

  it('when the browser holds the file (ETag or date), then 304 without a body', async () => {
    const first = await request(app).get(`/uploads/${png}`);
    for (const [header, value] of [
      ['If-None-Match', first.headers.etag],
      ['If-Modified-Since', first.headers['last-modified']],
    ] as const) {
      const res = await request(app).get(`/uploads/${png}`).set(header, value!);
      expect(res.status, header).toBe(304);
      expect(res.headers['content-type'], header).toBeUndefined();
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    const stale = await request(app).get(`/uploads/${png}`).set('If-None-Match', '"other"');
    expect(stale.status).toBe(200);
  });

  it('when one byte range is asked (a PDF viewer), then 206 with just those bytes', async () => {
    const head = await binary(request(app).get(`/uploads/${pdf}`).set('Range', 'bytes=0-9'));
    expect(head.status).toBe(206);
    expect(head.headers['content-range']).toBe('bytes 0-9/2000');
    expect(head.headers['content-length']).toBe('10');
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.body).toEqual(BYTES.subarray(0, 10));
    const tail = await binary(request(app).get(`/uploads/${pdf}`).set('Range', 'bytes=-10'));
    expect(tail.status).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 1990-1999/2000');
    expect(tail.body).toEqual(BYTES.subarray(1990));
    const { etag } = head.headers;
    const stillSame = await request(app)
      .get(`/uploads/${pdf}`)
      .set('Range', 'bytes=0-9')
      .set('If-Range', etag!);
    expect(stillSame.status).toBe(206);
  });

  it('when ranges are several, malformed or for a changed file, then the whole file', async () => {
    for (const [range, ifRange] of [
      ['bytes=0-1,5-6', undefined],
      ['garbage', undefined],
      ['bytes=0-9', '"another-version"'],
    ] as const) {
      const req = request(app).get(`/uploads/${pdf}`).set('Range', range);
      const res = await binary(ifRange ? req.set('If-Range', ifRange) : req);
      expect(res.status, range).toBe(200);
      expect(res.body, range).toEqual(BYTES);
    }
  });

  it('when the range starts past the end, then 416 in the error contract, naming the size', async () => {
    const res = await request(app).get(`/uploads/${pdf}`).set('Range', 'bytes=5000-');
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */2000');
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.body).toEqual({
      message: 'The requested range is past the end of the file',
      code: 'range_not_satisfiable',
    });
  });

  it('when the name is missing, not ours or a folder path, then 404 in the error contract', async () => {
    for (const path of [
      `/uploads/${randomFileStem()}.png`,
      '/uploads/.secret',
      `/uploads/${png.toUpperCase()}`,
      `/uploads/${png}/`,
      `/uploads/x/${png}`,
      '/uploads/%2e%2e%2fpackage.json',
      '/uploads/',
    ]) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ message: 'File not found', code: 'not_found' });
      expect(res.headers['cache-control'], path).toBeUndefined();
    }
    await request(app).post(`/uploads/${png}`).expect(404);
  });
});
