import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { contentSectionDtoSchema } from '@shared/contracts/content';
import { contentSections, type ContentSectionRow } from '@shared/schema/content-sections';
import { insertContentSection } from '../../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

/** What the API should answer for a stored row. */
const answerFor = (row: ContentSectionRow) => ({
  id: row.id,
  sectionName: row.sectionName,
  title: row.title,
  content: row.content,
  imageUrl: row.imageUrl,
  extraData: row.extraData,
  order: row.order,
  isActive: row.isActive,
  updatedAt: row.updatedAt.toISOString(),
});

const CONTACT = {
  phone: '+91 80 1234 5678',
  email: 'table@example.com',
  address: '12 MG Road, Bengaluru',
};

describe(`content sections (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  const storedSection = async (sectionName: string) => {
    const [row] = await t.database.db
      .select()
      .from(contentSections)
      .where(eq(contentSections.sectionName, sectionName));
    return row!;
  };

  it('when the public reads content, then every stored section is listed in order, the seeded five first', async () => {
    const late = await insertContentSection(t.database.db, { order: 900, title: 'Late' });
    const early = await insertContentSection(t.database.db, { order: 50, isActive: false });

    const res = await request(t.app).get('/api/content');

    expect(res.status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(contentSections)
      .orderBy(asc(contentSections.order), asc(contentSections.id));
    // The footer's hours lines are written from the week (checked in the footer's own tests).
    const withWeekHours = (a: ReturnType<typeof answerFor>) =>
      a.sectionName === 'footer'
        ? { ...a, extraData: { ...a.extraData, hours: expect.any(Object) } }
        : a;
    expect(res.body).toEqual(rows.map(answerFor).map(withWeekHours));
    const names = res.body.map((s: { sectionName: string }) => s.sectionName);
    expect(names.slice(0, 5)).toEqual(['hero', 'about', 'footer', 'reservation', 'contact']);
    expect(names.indexOf(early.sectionName)).toBeLessThan(names.indexOf(late.sectionName));
  });

  it('when the public reads one section, then it answers exactly that row', async () => {
    const section = await insertContentSection(t.database.db, {
      imageUrl: '/uploads/room.png',
      extraData: { note: 'kept' },
    });
    const res = await request(t.app).get(`/api/content/${section.sectionName}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(answerFor(section));
  });

  it('when any content answer is read, then it matches its schema exactly, with no column beyond it', async () => {
    const section = await insertContentSection(t.database.db);
    const list = await request(t.app).get('/api/content').expect(200);
    for (const item of list.body) contentSectionDtoSchema.strict().parse(item);
    const one = await request(t.app).get(`/api/content/${section.sectionName}`).expect(200);
    contentSectionDtoSchema.strict().parse(one.body);
    const saved = await staff
      .patch(`/api/content/${section.sectionName}`)
      .send({ title: 'Checked', content: 'Against the schema.' })
      .expect(200);
    contentSectionDtoSchema.strict().parse(saved.body);
  });

  it('when staff update the hero, then the answer and the public read show the stored row', async () => {
    const before = await storedSection('hero');
    const res = await staff.patch('/api/content/hero').send({
      title: 'Ten Courses, One Evening',
      content: 'Seasonal, local, unhurried.',
      imageUrl: '/uploads/abc.png',
    });
    expect(res.status).toBe(200);
    const row = await storedSection('hero');
    expect(row).toMatchObject({
      id: before.id,
      title: 'Ten Courses, One Evening',
      content: 'Seasonal, local, unhurried.',
      imageUrl: '/uploads/abc.png',
      order: before.order,
      isActive: before.isActive,
      extraData: before.extraData,
    });
    expect(row.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(res.body).toEqual(answerFor(row));
    await request(t.app).get('/api/content/hero').expect(200, answerFor(row));
  });

  it('when staff send an empty image link, then the image is cleared; when they leave it out, then it is kept', async () => {
    const section = await insertContentSection(t.database.db, { imageUrl: '/uploads/old.png' });
    await staff
      .patch(`/api/content/${section.sectionName}`)
      .send({ title: 'Kept', content: 'Image kept.' })
      .expect(200);
    expect((await storedSection(section.sectionName)).imageUrl).toBe('/uploads/old.png');
    const cleared = await staff
      .patch(`/api/content/${section.sectionName}`)
      .send({ title: 'Cleared', content: 'Image cleared.', imageUrl: '' })
      .expect(200);
    expect(cleared.body.imageUrl).toBeNull();
    expect((await storedSection(section.sectionName)).imageUrl).toBeNull();
  });

  it('when staff send the id, name, order, visibility or change time, then the server keeps its own', async () => {
    const section = await insertContentSection(t.database.db, { order: 700, isActive: true });
    const other = await insertContentSection(t.database.db);
    const sentAt = new Date();

    const res = await staff.patch(`/api/content/${section.sectionName}`).send({
      title: 'Owned by the server',
      content: 'Only title, content, image and footer fields are the sender’s.',
      id: other.id,
      sectionName: other.sectionName,
      order: 1,
      isActive: false,
      updatedAt: '2000-01-01T00:00:00.000Z',
    });

    expect(res.status).toBe(200);
    const row = await storedSection(section.sectionName);
    expect(row).toMatchObject({
      id: section.id,
      sectionName: section.sectionName,
      title: 'Owned by the server',
      order: 700,
      isActive: true,
    });
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(sentAt.getTime() - 1000);
    expect(res.body).toEqual(answerFor(row));
    expect(await storedSection(other.sectionName)).toEqual(other);
  });

  it('when the footer is saved with contact and the hours the week says, then the contact is kept and the hours follow the week', async () => {
    await staff
      .put('/api/site-settings/contact')
      .send({ ...CONTACT, openingHours: 'Monday: Closed, Tuesday-Sunday: 7pm-10pm' })
      .expect(200);
    const contact = { address: '12 MG Road', phone: '+91 80 1234 5678', email: 'hi@example.com' };
    const res = await staff.patch('/api/content/footer').send({
      title: 'Footer',
      content: 'Fine dining',
      extraData: {
        contact: { ...contact, fax: '1' },
        // The same week in other words is no second opinion.
        hours: { weekdays: 'Tuesday - Sunday: 7:00 PM - 10:00 PM', monday: 'Monday: Closed' },
        isAdmin: true,
      },
    });
    expect(res.status).toBe(200);
    const answered = {
      contact,
      hours: { weekdays: 'Tuesday - Sunday: 7 PM - 10 PM', monday: 'Monday: Closed' },
    };
    expect(res.body.extraData).toEqual(answered);
    expect((await storedSection('footer')).extraData).toEqual({ contact });
    expect((await request(t.app).get('/api/content/footer')).body.extraData).toEqual(answered);
  });

  it('T1: when the footer is sent other hours than the week, then 400 says where hours are set, and the footer follows each saved week', async () => {
    await staff
      .put('/api/site-settings/contact')
      .send({ ...CONTACT, openingHours: 'Monday: Closed, Tuesday-Sunday: 7pm-11pm' })
      .expect(200);
    const before = await storedSection('footer');
    const refused = await staff.patch('/api/content/footer').send({
      title: 'Footer',
      content: 'Fine dining',
      extraData: { hours: { weekdays: 'Monday - Sunday: 11 AM - 11 PM', monday: '' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        path: 'extraData.hours.weekdays',
        message:
          'The opening hours are set under Contact Information; the footer shows them from there.',
      },
    ]);
    expect(await storedSection('footer')).toEqual(before);

    const footerHours = async () =>
      (await request(t.app).get('/api/content/footer').expect(200)).body.extraData.hours;
    expect(await footerHours()).toEqual({
      weekdays: 'Tuesday - Sunday: 7 PM - 11 PM',
      monday: 'Monday: Closed',
    });
    await staff
      .put('/api/site-settings/contact')
      .send({ ...CONTACT, openingHours: 'Daily: 6pm-10:30pm' })
      .expect(200);
    expect(await footerHours()).toEqual({
      weekdays: 'Tuesday - Sunday: 6 PM - 10:30 PM',
      monday: 'Monday: 6 PM - 10:30 PM',
    });
  });

  it('when fields are missing or unsafe, then 400 with the form messages and the row is unchanged', async () => {
    const section = await insertContentSection(t.database.db, { title: 'Untouched' });
    const missing = await staff
      .patch(`/api/content/${section.sectionName}`)
      .send({ title: '', content: '' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: 'Title is required',
      code: 'invalid_input',
      errors: [
        { path: 'title', message: 'Title is required' },
        { path: 'content', message: 'Content is required' },
      ],
    });
    const script = await staff
      .patch(`/api/content/${section.sectionName}`)
      .send({ title: 'a', content: 'b', imageUrl: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    expect(script.body.errors).toEqual([
      { path: 'imageUrl', message: 'Image must be an uploaded file or an http(s) link' },
    ]);
    expect(await storedSection(section.sectionName)).toEqual(section);
  });

  it('when a section does not exist, then 404; when the name is malformed, then 400', async () => {
    const missing = await request(t.app).get('/api/content/specials');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      message: "No content section named 'specials'",
      code: 'not_found',
    });
    const write = await staff.patch('/api/content/specials').send({ title: 'a', content: 'b' });
    expect(write.status).toBe(404);
    expect(write.body.code).toBe('not_found');
    expect(await storedSection('specials')).toBeUndefined();
    const malformed = await request(t.app).get('/api/content/..%2Fusers');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: 'Unknown section', code: 'invalid_input' });
  });

  it('when nobody is signed in, then a write answers 401 and no row changes', async () => {
    const before = await t.database.db.select().from(contentSections);
    const res = await request(t.app)
      .patch('/api/content/hero')
      .send({ title: 'Hacked', content: 'x' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not logged in', code: 'unauthorized' });
    expect(await t.database.db.select().from(contentSections)).toEqual(before);
  });
});
