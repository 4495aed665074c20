import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '@shared/schema/media-files';
import { sampleJpeg, samplePdf, samplePng } from '../../test/sample-files';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

describe(`media library (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  const uploadedFiles = () => fs.readdirSync(t.config.uploadDir).sort();

  it('when staff upload a photo, then it is stored under a random name with WebP variants and served with its type', async () => {
    const png = await samplePng(2000, 1200);
    const res = await staff
      .post('/api/media/upload')
      .field('purpose', 'hero')
      .attach('file', png, 'Dining Room.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      fileName: 'Dining Room.png',
      fileType: 'image/png',
      purpose: 'hero',
      fileSize: png.length,
    });
    expect(res.body.filePath).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(res.body.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1600]);

    const served = await request(t.app).get(res.body.filePath);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const variant = await request(t.app).get(res.body.variants[0].path);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(Number(variant.headers['content-length'])).toBeLessThan(png.length);

    const list = await request(t.app).get('/api/media');
    expect(list.body).toEqual([
      expect.objectContaining({ id: res.body.id, filePath: res.body.filePath }),
    ]);
  });

  it('when staff upload a PDF menu, then it is kept as a PDF without variants', async () => {
    const res = await staff
      .post('/api/media/upload')
      .field('purpose', 'veg-menu')
      .attach('file', samplePdf(), 'veg.pdf');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ fileType: 'application/pdf', variants: [] });
    const served = await request(t.app).get(res.body.filePath);
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it('when the file is over 5 MB, then 413 and nothing is stored', async () => {
    const before = uploadedFiles();
    const big = Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const res = await staff
      .post('/api/media/upload')
      .field('purpose', 'other')
      .attach('file', big, 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The file is larger than 5 MB', code: 'too_large' });
    expect(uploadedFiles()).toEqual(before);
  });

  it.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'HTML named .png sent as image/png',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      'photo.png',
      'image/png',
    ],
    ['a text file', Buffer.from('hello'), 'notes.txt', 'text/plain'],
  ])('when the file is %s, then 415 and nothing is stored', async (_label, data, name, type) => {
    const before = uploadedFiles();
    const res = await staff
      .post('/api/media/upload')
      .field('purpose', 'other')
      .attach('file', data, { filename: name, contentType: type });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/JPEG, PNG, WebP, GIF or AVIF images and PDF/);
    expect(uploadedFiles()).toEqual(before);
  });

  it('when the file name tries to climb folders, then the file lands inside UPLOAD_DIR under a random name', async () => {
    const res = await staff
      .post('/api/media/upload')
      .field('purpose', 'dish')
      .attach('file', await sampleJpeg(), '../../evil.png');
    expect(res.status).toBe(201);
    expect(res.body.fileName).toBe('evil.png');
    const stored = path.join(t.config.uploadDir, path.basename(res.body.filePath));
    expect(fs.existsSync(stored)).toBe(true);
    expect(path.basename(res.body.filePath)).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(fs.existsSync(path.resolve(t.config.uploadDir, '../../evil.png'))).toBe(false);
  });

  it('when the purpose or the file is missing, then 400 with the form message', async () => {
    const noPurpose = await staff.post('/api/media/upload').attach('file', samplePdf(), 'a.pdf');
    expect(noPurpose.status).toBe(400);
    expect(noPurpose.body.message).toBe('Purpose is required');
    const noFile = await staff.post('/api/media/upload').field('purpose', 'other');
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('Please select a file');
    const badPurpose = await staff
      .post('/api/media/upload')
      .field('purpose', 'villain')
      .attach('file', samplePdf(), 'a.pdf');
    expect(badPurpose.status).toBe(400);
  });

  it('when nobody is signed in, then upload and delete answer 401 and change nothing', async () => {
    const before = await t.database.db.select().from(mediaFiles);
    await request(t.app)
      .post('/api/media/upload')
      .field('purpose', 'hero')
      .attach('file', samplePdf(), 'a.pdf')
      .expect(401);
    await request(t.app).delete(`/api/media/${before[0]!.id}`).expect(401);
    expect(await t.database.db.select().from(mediaFiles)).toHaveLength(before.length);
  });

  it('when a file is deleted, then its row and its files are gone and it is no longer served', async () => {
    const created = await staff
      .post('/api/media/upload')
      .field('purpose', 'gallery')
      .attach('file', await samplePng(1000, 600), 'g.png');
    const { id, filePath, variants } = created.body as {
      id: number;
      filePath: string;
      variants: { path: string }[];
    };
    await staff.delete(`/api/media/${id}`).expect(204);
    await request(t.app).get(filePath).expect(404);
    for (const v of variants) await request(t.app).get(v.path).expect(404);
    const list = await request(t.app).get('/api/media');
    expect(list.body.map((m: { id: number }) => m.id)).not.toContain(id);
    await staff.delete(`/api/media/${id}`).expect(404);
    await staff.delete('/api/media/not-a-number').expect(400);
  });
});
