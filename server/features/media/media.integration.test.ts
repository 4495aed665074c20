import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, inArray } from 'drizzle-orm';
import { mediaFileDtoSchema } from '@shared/contracts/media';
import { mediaFiles, type MediaFileRow } from '@shared/schema/media-files';
import { contentSections } from '@shared/schema/content-sections';
import { insertContentSection, insertMediaFile } from '../../test/factories';
import { sampleJpeg, samplePdf, samplePng } from '../../test/sample-files';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

/** What the API should answer for a stored row. */
const answerFor = (row: MediaFileRow) => ({
  id: row.id,
  fileName: row.fileName,
  fileType: row.fileType,
  filePath: row.filePath,
  fileSize: row.fileSize,
  uploadDate: row.uploadDate.toISOString(),
  purpose: row.purpose,
  isActive: row.isActive,
  variants: row.variants,
});

describe(`media library (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  const uploadedFiles = () => fs.readdirSync(t.config.uploadDir).sort();
  const allRows = () => t.database.db.select().from(mediaFiles).orderBy(mediaFiles.id);
  const storedFile = async (id: number) => {
    const [row] = await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
    return row;
  };

  it('when staff upload a photo, then it is stored under a random name with WebP variants and served with its type', async () => {
    const png = await samplePng(2000, 1200);
    const startedAt = Date.now();
    const res = await staff
      .post('/api/media/upload')
      .field('purpose', 'hero')
      .attach('file', png, 'Dining Room.png');
    expect(res.status).toBe(201);
    const row = await storedFile(res.body.id);
    expect(res.body).toEqual(answerFor(row!));
    expect(row).toMatchObject({
      fileName: 'Dining Room.png',
      fileType: 'image/png',
      purpose: 'hero',
      fileSize: png.length,
      isActive: true,
    });
    expect(row!.uploadDate.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(row!.filePath).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const stem = row!.filePath.slice('/uploads/'.length, -'.png'.length);
    expect(row!.variants).toEqual(
      [480, 960, 1600].map((width) => ({ width, path: `/uploads/${stem}-${width}.webp` })),
    );
    expect(fs.readFileSync(path.join(t.config.uploadDir, `${stem}.png`))).toEqual(png);

    const served = await request(t.app).get(res.body.filePath);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const variant = await request(t.app).get(res.body.variants[0].path);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(Number(variant.headers['content-length'])).toBeLessThan(png.length);

    const list = await request(t.app).get('/api/media');
    expect(list.body).toContainEqual(res.body);
  });

  it('when the library is read, then it answers every stored file, newest first, each exactly as stored', async () => {
    const older = await insertMediaFile(t.database.db, {
      uploadDate: new Date('2024-01-01T10:00:00Z'),
    });
    const newer = await insertMediaFile(t.database.db, {
      uploadDate: new Date('2099-01-01T10:00:00Z'),
      purpose: 'dish',
      variants: [{ width: 480, path: '/uploads/dish-480.webp' }],
    });

    const res = await request(t.app).get('/api/media');

    expect(res.status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(mediaFiles)
      .orderBy(desc(mediaFiles.uploadDate), desc(mediaFiles.id));
    expect(res.body).toEqual(rows.map(answerFor));
    expect(res.body[0]).toEqual(answerFor(newer));
    const ids = res.body.map((m: { id: number }) => m.id);
    expect(ids.indexOf(older.id)).toBeGreaterThan(ids.indexOf(newer.id));
  });

  it('when any media answer is read, then it matches its schema exactly, with no column beyond it', async () => {
    await insertMediaFile(t.database.db);
    const created = await staff
      .post('/api/media/upload')
      .field('purpose', 'gallery')
      .attach('file', await sampleJpeg(), 'g.jpg')
      .expect(201);
    mediaFileDtoSchema.strict().parse(created.body);
    const list = await request(t.app).get('/api/media').expect(200);
    expect(list.body.length).toBeGreaterThanOrEqual(2);
    for (const item of list.body) mediaFileDtoSchema.strict().parse(item);
  });

  it('when the upload form sends the type, size, path or date, then the server sets its own from the bytes', async () => {
    const startedAt = Date.now();
    const jpeg = await sampleJpeg();
    const res = await staff
      .post('/api/media/upload')
      .field('purpose', 'dish')
      .field('fileType', 'text/html')
      .field('fileSize', '1')
      .field('filePath', '/uploads/evil.html')
      .field('uploadDate', '2000-01-01T00:00:00.000Z')
      .attach('file', jpeg, { filename: 'dish.html', contentType: 'text/html' });

    expect(res.status).toBe(201);
    const row = await storedFile(res.body.id);
    expect(row).toMatchObject({
      fileName: 'dish.html',
      fileType: 'image/jpeg',
      fileSize: jpeg.length,
      purpose: 'dish',
      isActive: true,
    });
    expect(row!.filePath).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(row!.uploadDate.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(res.body).toEqual(answerFor(row!));
    expect(fs.existsSync(path.join(t.config.uploadDir, 'evil.html'))).toBe(false);
    const served = await request(t.app).get(row!.filePath);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('when staff upload a PDF menu, then it is kept as a PDF without variants', async () => {
    const res = await staff
      .post('/api/media/upload')
      .field('purpose', 'veg-menu')
      .attach('file', samplePdf(), 'veg.pdf');
    expect(res.status).toBe(201);
    const row = await storedFile(res.body.id);
    expect(row).toMatchObject({
      fileName: 'veg.pdf',
      fileType: 'application/pdf',
      fileSize: samplePdf().length,
      purpose: 'veg-menu',
      variants: [],
    });
    expect(row!.filePath).toMatch(/^\/uploads\/[a-f0-9]{32}\.pdf$/);
    expect(res.body).toEqual(answerFor(row!));
    const served = await request(t.app).get(res.body.filePath);
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it('when the file is over 5 MB, then 413 and nothing is stored', async () => {
    const before = uploadedFiles();
    const rowsBefore = await allRows();
    const big = Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const res = await staff
      .post('/api/media/upload')
      .field('purpose', 'other')
      .attach('file', big, 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The file is larger than 5 MB', code: 'too_large' });
    expect(uploadedFiles()).toEqual(before);
    expect(await allRows()).toEqual(rowsBefore);
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
    const rowsBefore = await allRows();
    const res = await staff
      .post('/api/media/upload')
      .field('purpose', 'other')
      .attach('file', data, { filename: name, contentType: type });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      message: 'Only JPEG, PNG, WebP, GIF or AVIF images and PDF files can be uploaded',
      code: 'unsupported_media_type',
    });
    expect(uploadedFiles()).toEqual(before);
    expect(await allRows()).toEqual(rowsBefore);
  });

  it('U9: when a PDF is uploaded for a purpose shown as a picture, then 415 says what the purpose takes and nothing is stored', async () => {
    const before = uploadedFiles();
    const rowsBefore = await allRows();
    for (const [purpose, label] of [
      ['hero', 'Hero Image'],
      ['about-image', 'About Section Image'],
      ['reservation', 'Reservation Image'],
    ]) {
      const res = await staff
        .post('/api/media/upload')
        .field('purpose', purpose!)
        // Sent as a PNG: the bytes decide, not the name or the declared type.
        .attach('file', samplePdf(), { filename: 'photo.png', contentType: 'image/png' });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        message: `${label} takes images only (JPEG, PNG, WebP, GIF or AVIF), not a PDF`,
        code: 'unsupported_media_type',
      });
    }
    expect(uploadedFiles()).toEqual(before);
    expect(await allRows()).toEqual(rowsBefore);

    // The menus and 'Other' take PDFs, and a picture's purpose takes a photo.
    const other = await staff
      .post('/api/media/upload')
      .field('purpose', 'other')
      .attach('file', samplePdf(), 'notes.pdf');
    expect(other.status).toBe(201);
    const hero = await staff
      .post('/api/media/upload')
      .field('purpose', 'hero')
      .attach('file', await samplePng(800, 400), 'hero.png');
    expect(hero.status).toBe(201);
  });

  it('when the file name tries to climb folders, then the file lands inside UPLOAD_DIR under a random name', async () => {
    const res = await staff
      .post('/api/media/upload')
      .field('purpose', 'dish')
      .attach('file', await sampleJpeg(), '../../evil.png');
    expect(res.status).toBe(201);
    expect(res.body.fileName).toBe('evil.png');
    expect((await storedFile(res.body.id))!.fileName).toBe('evil.png');
    const stored = path.join(t.config.uploadDir, path.basename(res.body.filePath));
    expect(fs.existsSync(stored)).toBe(true);
    expect(path.basename(res.body.filePath)).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(fs.existsSync(path.resolve(t.config.uploadDir, '../../evil.png'))).toBe(false);
  });

  it('when the purpose or the file is missing, then 400 with the form message and nothing is stored', async () => {
    const before = uploadedFiles();
    const rowsBefore = await allRows();
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
    expect(badPurpose.body).toMatchObject({
      message: 'Choose a purpose from the list',
      code: 'invalid_input',
    });
    expect(uploadedFiles()).toEqual(before);
    expect(await allRows()).toEqual(rowsBefore);
  });

  it('when nobody is signed in, then upload and delete answer 401 and change nothing', async () => {
    const existing = await insertMediaFile(t.database.db);
    const before = await allRows();
    const files = uploadedFiles();
    const upload = await request(t.app)
      .post('/api/media/upload')
      .field('purpose', 'hero')
      .attach('file', samplePdf(), 'a.pdf');
    const remove = await request(t.app).delete(`/api/media/${existing.id}`);
    for (const res of [upload, remove]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Not logged in', code: 'unauthorized' });
    }
    expect(await allRows()).toEqual(before);
    expect(uploadedFiles()).toEqual(files);
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
    const hero = await insertContentSection(t.database.db, { imageUrl: filePath });
    const other = await insertContentSection(t.database.db, { imageUrl: '/uploads/other.png' });
    await staff.delete(`/api/media/${id}`).expect(204);
    expect(await storedFile(id)).toBeUndefined();
    // A section that showed the file no longer points at it; others keep theirs.
    const sections = await t.database.db
      .select({ name: contentSections.sectionName, imageUrl: contentSections.imageUrl })
      .from(contentSections)
      .where(inArray(contentSections.sectionName, [hero.sectionName, other.sectionName]));
    expect(sections).toEqual(
      expect.arrayContaining([
        { name: hero.sectionName, imageUrl: null },
        { name: other.sectionName, imageUrl: '/uploads/other.png' },
      ]),
    );
    expect(uploadedFiles()).not.toContain(path.basename(filePath));
    await request(t.app).get(filePath).expect(404);
    for (const v of variants) await request(t.app).get(v.path).expect(404);
    const list = await request(t.app).get('/api/media');
    expect(list.body.map((m: { id: number }) => m.id)).not.toContain(id);
    const again = await staff.delete(`/api/media/${id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'No media file with that id', code: 'not_found' });
    await staff.delete('/api/media/not-a-number').expect(400);
  });
});
