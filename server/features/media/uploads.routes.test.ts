import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../middleware/error-handler';
import { localDiskStorage } from '../../storage/local-disk-storage';
import { uploadsRoutes } from './uploads.routes';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-uploads-'));
fs.writeFileSync(path.join(dir, 'photo.webp'), 'webp');
fs.writeFileSync(path.join(dir, '.secret'), 'hidden');
const app = express()
  .use('/uploads', uploadsRoutes(localDiskStorage(dir)))
  .use(errorHandler);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('uploadsRoutes on the local folder', () => {
  it('when an upload exists, then it is served and cached for good', async () => {
    const res = await request(app).get('/uploads/photo.webp');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when an upload is missing or hidden, then 404 in the error contract', async () => {
    for (const missing of ['/uploads/gone.webp', '/uploads/.secret', '/uploads/photo.webp/']) {
      const res = await request(app).get(missing);
      expect(res.status, missing).toBe(404);
      expect(res.body).toEqual({ message: 'File not found', code: 'not_found' });
    }
  });
});
