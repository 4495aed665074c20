import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contentSections } from '@shared/schema/content-sections';
import { siteSettings } from '@shared/schema/site-settings';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

describe(`content sections and settings (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  it('when the public reads content, then the five seeded sections are listed in order', async () => {
    const res = await request(t.app).get('/api/content');
    expect(res.status).toBe(200);
    expect(res.body.map((s: { sectionName: string }) => s.sectionName)).toEqual([
      'hero',
      'about',
      'footer',
      'reservation',
      'contact',
    ]);
  });

  it('when staff update the hero, then the public read shows it and the row changed', async () => {
    const res = await staff.patch('/api/content/hero').send({
      title: 'Ten Courses, One Evening',
      content: 'Seasonal, local, unhurried.',
      imageUrl: '/uploads/abc.png',
    });
    expect(res.status).toBe(200);
    const read = await request(t.app).get('/api/content/hero');
    expect(read.body).toMatchObject({
      title: 'Ten Courses, One Evening',
      content: 'Seasonal, local, unhurried.',
      imageUrl: '/uploads/abc.png',
    });
    const [row] = await t.database.db
      .select()
      .from(contentSections)
      .where(eq(contentSections.sectionName, 'hero'));
    expect(row!.title).toBe('Ten Courses, One Evening');
  });

  it('when the footer is saved with contact and hours, then extraData keeps them', async () => {
    const extraData = {
      contact: { address: '12 MG Road', phone: '+91 80 1234 5678', email: 'hi@example.com' },
      hours: { weekdays: 'Tuesday - Sunday: 7:00 PM - 10:00 PM', monday: 'Monday: Closed' },
    };
    await staff
      .patch('/api/content/footer')
      .send({ title: 'Footer', content: 'Fine dining', extraData })
      .expect(200);
    expect((await request(t.app).get('/api/content/footer')).body.extraData).toEqual(extraData);
  });

  it('when fields are missing or unsafe, then 400 with the form messages and nothing changes', async () => {
    const missing = await staff.patch('/api/content/about').send({ title: '', content: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { path: 'title', message: 'Title is required' },
      { path: 'content', message: 'Content is required' },
    ]);
    const script = await staff
      .patch('/api/content/about')
      .send({ title: 'a', content: 'b', imageUrl: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(contentSections)
      .where(eq(contentSections.sectionName, 'about'));
    expect(row!.title).toBeNull();
  });

  it('when a section does not exist, then 404; when the name is malformed, then 400', async () => {
    await request(t.app).get('/api/content/specials').expect(404);
    await staff.patch('/api/content/specials').send({ title: 'a', content: 'b' }).expect(404);
    await request(t.app).get('/api/content/..%2Fusers').expect(400);
  });

  it('when nobody is signed in, then every write answers 401 and nothing changes', async () => {
    await request(t.app)
      .patch('/api/content/hero')
      .send({ title: 'Hacked', content: 'x' })
      .expect(401);
    await request(t.app)
      .put('/api/site-settings/contact')
      .send({ phone: '1', email: 'a@b.co', address: 'x', openingHours: 'y' })
      .expect(401);
    await request(t.app).put('/api/site-settings/social').send({}).expect(401);
    await request(t.app)
      .put('/api/site-settings/corporate-ordering')
      .send({ value: 'true' })
      .expect(401);
    expect((await request(t.app).get('/api/content/hero')).body.title).not.toBe('Hacked');
    expect(await t.database.db.select().from(siteSettings)).toHaveLength(1);
  });

  it('when staff save contact details, then they are validated with the form messages and read back', async () => {
    const bad = await staff
      .put('/api/site-settings/contact')
      .send({ phone: '', email: 'nope', address: '', openingHours: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Phone number is required',
      'Invalid email address',
      'Address is required',
      'Opening hours are required',
    ]);
    const contact = {
      phone: '+91 80 1234 5678',
      email: 'table@example.com',
      address: '12 MG Road, Bengaluru',
      openingHours: 'Monday-Friday: 10am-10pm',
    };
    await staff.put('/api/site-settings/contact').send(contact).expect(200, contact);
    await request(t.app).get('/api/site-settings/contact').expect(200, contact);
  });

  it('when staff save social links, then empty ones are allowed and non-links refused', async () => {
    await staff
      .put('/api/site-settings/social')
      .send({ facebook: 'javascript:alert(1)' })
      .expect(400);
    const social = {
      facebook: '',
      instagram: 'https://instagram.com/tastingroom',
      twitter: '',
      youtube: '',
    };
    await staff
      .put('/api/site-settings/social')
      .send({ instagram: social.instagram })
      .expect(200, social);
    await request(t.app).get('/api/site-settings/social').expect(200, social);
  });

  it('when staff switch corporate ordering, then only "true" or "false" are accepted', async () => {
    await staff.put('/api/site-settings/corporate-ordering').send({ value: 'yes' }).expect(400);
    await staff
      .put('/api/site-settings/corporate-ordering')
      .send({ value: 'true' })
      .expect(200, { value: 'true' });
    await request(t.app)
      .get('/api/site-settings/corporate-ordering')
      .expect(200, { value: 'true' });
  });
});
