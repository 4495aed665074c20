import fs from 'node:fs';
import type { S3Client } from '@aws-sdk/client-s3';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mediaFiles } from '@shared/schema/media-files';
import { bucketKeys, s3ClientFor, startS3Server } from '../../test/s3-server';
import { samplePdf, samplePng } from '../../test/sample-files';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// The media library with S3_BUCKET set: files go to a bucket of a real S3 protocol server
// (s3rver), are served by the app under /uploads/ as from the folder, and leave with their row.
// What is in the bucket is read with the SDK directly, not through the app's storage code.

const nameOf = (urlPath: string) => urlPath.slice('/uploads/'.length);

describe(`media library on S3-compatible storage (${testDatabaseKind})`, () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let bucket: S3Client;
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = s3ClientFor(s3.env);
    t = await createTestApp(s3.env);
    staff = await signedInAgent(t.app);
  });
  afterAll(async () => {
    await t.close();
    bucket.destroy();
    await s3.stop();
  });

  const keys = () => bucketKeys(bucket, s3.env);
  const objectBytes = async (key: string) => {
    const object = await bucket.send(new GetObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: key }));
    return {
      type: object.ContentType,
      bytes: Buffer.from(await object.Body!.transformToByteArray()),
    };
  };
  const objectExists = (key: string) =>
    bucket.send(new HeadObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: key })).then(
      () => true,
      (err: { $metadata?: { httpStatusCode?: number } }) => {
        if (err.$metadata?.httpStatusCode === 404) return false;
        throw err;
      },
    );

  it('when staff upload a photo, then it and its variants are objects in the bucket, served under /uploads/ with the same headers', async () => {
    const png = await samplePng(1000, 600);
    const res = await staff
      .post('/api/media/upload')
      .field('purpose', 'gallery')
      .attach('file', png, 'Terrace.png');
    expect(res.status).toBe(201);
    const original = nameOf(res.body.filePath);
    const variants = (res.body.variants as { path: string }[]).map((v) => nameOf(v.path));
    expect(variants).toHaveLength(2);
    expect(await keys()).toEqual(expect.arrayContaining([original, ...variants]));
    expect(await objectBytes(original)).toEqual({ type: 'image/png', bytes: png });
    expect((await objectBytes(variants[0]!)).type).toBe('image/webp');
    // Nothing went to this machine's folder.
    expect(fs.readdirSync(t.config.uploadDir)).toEqual([]);

    const served = await request(t.app).get(res.body.filePath);
    expect(served.status).toBe(200);
    expect(served.body).toEqual(png);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: expect.stringMatching(/^".+"$/),
    });
    expect(served.headers['content-security-policy']).toContain("default-src 'self'");
    const again = await request(t.app)
      .get(res.body.filePath)
      .set('If-None-Match', served.headers.etag!);
    expect(again.status).toBe(304);
    const variant = await request(t.app).get(res.body.variants[0].path).expect(200);
    expect(variant.headers['content-type']).toBe('image/webp');
  });

  it('when a PDF menu is uploaded, then it is served whole or by byte range from the bucket', async () => {
    const res = await staff
      .post('/api/media/upload')
      .field('purpose', 'veg-menu')
      .attach('file', samplePdf(), 'veg.pdf')
      .expect(201);
    const whole = await request(t.app).get(res.body.filePath).expect(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    const part = await request(t.app).get(res.body.filePath).set('Range', 'bytes=0-7').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${samplePdf().length}`);
    expect(Buffer.from(part.body as Buffer).toString()).toBe('%PDF-1.4');
  });

  it('when another machine stored a file in the bucket, then this one serves it', async () => {
    const name = 'ffeeddccbbaa99887766554433221100.pdf';
    await bucket.send(
      new PutObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: name, Body: samplePdf() }),
    );
    const served = await request(t.app).get(`/uploads/${name}`).expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it('when a refused file is sent, then nothing is added to the bucket', async () => {
    const before = await keys();
    const res = await staff
      .post('/api/media/upload')
      .field('purpose', 'other')
      .attach('file', Buffer.from('<!doctype html><script>alert(1)</script>'), {
        filename: 'photo.png',
        contentType: 'image/png',
      });
    expect(res.status).toBe(415);
    expect(await keys()).toEqual(before);
  });

  it('when a file is deleted, then its row and every one of its objects are gone and it is no longer served', async () => {
    const created = await staff
      .post('/api/media/upload')
      .field('purpose', 'dish')
      .attach('file', await samplePng(1000, 600), 'dish.png')
      .expect(201);
    const paths = [
      created.body.filePath,
      ...created.body.variants.map((v: { path: string }) => v.path),
    ];
    for (const path of paths) expect(await objectExists(nameOf(path))).toBe(true);

    await staff.delete(`/api/media/${created.body.id}`).expect(204);

    const rows = await t.database.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, created.body.id));
    expect(rows).toEqual([]);
    for (const path of paths) {
      expect(await objectExists(nameOf(path)), path).toBe(false);
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: 'File not found', code: 'not_found' });
    }
  });

  it('when a name was never stored, then 404 in the error contract', async () => {
    const res = await request(t.app).get('/uploads/00000000000000000000000000000000.png');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'File not found', code: 'not_found' });
  });
});
