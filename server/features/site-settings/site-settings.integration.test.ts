import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { SETTING_CONTACT, SETTING_CORPORATE_ORDERING, SETTING_SOCIAL } from '@shared/constants';
import {
  contactSettingsDtoSchema,
  corporateOrderingDtoSchema,
  socialSettingsDtoSchema,
} from '@shared/contracts/site-settings';
import { siteSettings } from '@shared/schema/site-settings';
import { insertSiteSetting } from '../../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const NO_CONTACT = { phone: '', email: '', address: '', openingHours: '', mapUrl: '' };
/** The contact answer without its week (the week's own tests are in nights.integration.test.ts). */
const withoutWeek = ({ openingWeek: _week, ...rest }: Record<string, unknown>) => rest;
const NO_SOCIAL = { facebook: '', instagram: '', twitter: '', youtube: '' };

// These settings are one row each for the whole site, so every test writes the rows it reads.
describe(`site settings (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  const stored = async (settingName: string) => {
    const [row] = await t.database.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.settingName, settingName));
    return row;
  };
  const allRows = () => t.database.db.select().from(siteSettings).orderBy(asc(siteSettings.id));

  it('when nothing was set, then contact and social answer empty strings and corporate ordering is off', async () => {
    await t.database.db.delete(siteSettings).where(eq(siteSettings.settingName, SETTING_CONTACT));
    await t.database.db.delete(siteSettings).where(eq(siteSettings.settingName, SETTING_SOCIAL));
    await insertSiteSetting(t.database.db, SETTING_CORPORATE_ORDERING, 'false');

    const contact = await request(t.app).get('/api/site-settings/contact').expect(200);
    expect(withoutWeek(contact.body)).toEqual(NO_CONTACT);
    await request(t.app).get('/api/site-settings/social').expect(200, NO_SOCIAL);
    await request(t.app)
      .get('/api/site-settings/corporate-ordering')
      .expect(200, { value: 'false' });
  });

  it('when any settings answer is read, then it matches its schema exactly, with no field beyond it', async () => {
    await insertSiteSetting(t.database.db, SETTING_CONTACT, {
      phone: '+91 98765 43210',
      email: 'hello@example.com',
      address: '12 MG Road, Bengaluru',
      openingHours: 'Tue-Sun 7-10 PM',
      // A field once stored (an old version, a hand edit) must not reach the page.
      internalNote: 'owner mobile +91 99999 00000',
    });
    await insertSiteSetting(t.database.db, SETTING_SOCIAL, {
      instagram: 'https://instagram.com/tastingroom',
      adminPanel: 'https://example.com/admin',
    });
    const contact = await request(t.app).get('/api/site-settings/contact').expect(200);
    // Hours staff wrote read back as the week they describe, written out the one way.
    expect(contactSettingsDtoSchema.strict().parse(contact.body).openingHours).toBe(
      'Monday: Closed, Tuesday - Sunday: 7 PM - 10 PM',
    );
    const social = await request(t.app).get('/api/site-settings/social').expect(200);
    expect(socialSettingsDtoSchema.strict().parse(social.body).instagram).toBe(
      'https://instagram.com/tastingroom',
    );
    const corporate = await request(t.app).get('/api/site-settings/corporate-ordering');
    corporateOrderingDtoSchema.strict().parse(corporate.body);
  });

  it('when a stored value is corrupt or incomplete, then the read falls back instead of failing', async () => {
    await insertSiteSetting(t.database.db, SETTING_SOCIAL, '{not json');
    await request(t.app).get('/api/site-settings/social').expect(200, NO_SOCIAL);
    await insertSiteSetting(t.database.db, SETTING_CONTACT, { phone: '+91 1' });
    const contact = await request(t.app).get('/api/site-settings/contact').expect(200);
    expect(withoutWeek(contact.body)).toEqual(NO_CONTACT);
    await insertSiteSetting(t.database.db, SETTING_CORPORATE_ORDERING, 'yes');
    await request(t.app)
      .get('/api/site-settings/corporate-ordering')
      .expect(200, { value: 'false' });
  });

  it('when staff save contact details, then they are validated with the form messages, stored as JSON and read back', async () => {
    await insertSiteSetting(t.database.db, SETTING_CONTACT, { ...NO_CONTACT, phone: 'before' });
    const before = await stored(SETTING_CONTACT);
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
    expect(await stored(SETTING_CONTACT)).toEqual(before);

    const contact = {
      phone: '+91 80 1234 5678',
      email: 'table@example.com',
      address: '12 MG Road, Bengaluru',
      openingHours: 'Monday-Friday: 10am-10pm',
      mapUrl: '',
    };
    // The hours are read into the week and written back from it, the same text everywhere.
    const answered = {
      ...contact,
      openingHours: 'Monday - Friday: 10 AM - 10 PM, Saturday - Sunday: Closed',
    };
    const saved = await staff
      .put('/api/site-settings/contact')
      .send({ ...contact, phone: '  +91 80 1234 5678 ', settingType: 'text', id: 1 })
      .expect(200);
    expect(withoutWeek(saved.body)).toEqual(answered);
    expect(await stored(SETTING_CONTACT)).toEqual({
      id: before!.id,
      settingName: SETTING_CONTACT,
      settingValue: JSON.stringify(answered),
      settingType: 'json',
    });
    const read = await request(t.app).get('/api/site-settings/contact').expect(200);
    expect(withoutWeek(read.body)).toEqual(answered);

    // The map link is optional; a link must be a web address.
    const withMap = { ...answered, mapUrl: 'https://maps.app.goo.gl/abc123' };
    const mapped = await staff.put('/api/site-settings/contact').send(withMap).expect(200);
    expect(withoutWeek(mapped.body)).toEqual(withMap);
    const badMap = await staff
      .put('/api/site-settings/contact')
      .send({ ...answered, mapUrl: 'javascript:alert(1)' });
    expect(badMap.status).toBe(400);
    const after = await request(t.app).get('/api/site-settings/contact').expect(200);
    expect(withoutWeek(after.body)).toEqual(withMap);
  });

  it('when staff save social links, then empty ones are allowed, non-links refused and unknown ones dropped', async () => {
    await insertSiteSetting(t.database.db, SETTING_SOCIAL, NO_SOCIAL);
    const refused = await staff
      .put('/api/site-settings/social')
      .send({ facebook: 'javascript:alert(1)' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'facebook', message: 'Enter a full link starting with https://' },
    ]);
    expect(JSON.parse((await stored(SETTING_SOCIAL))!.settingValue)).toEqual(NO_SOCIAL);

    const social = { ...NO_SOCIAL, instagram: 'https://instagram.com/tastingroom' };
    await staff
      .put('/api/site-settings/social')
      .send({ instagram: social.instagram, tiktok: 'https://tiktok.com/@x' })
      .expect(200, social);
    expect(await stored(SETTING_SOCIAL)).toMatchObject({
      settingValue: JSON.stringify(social),
      settingType: 'json',
    });
    await request(t.app).get('/api/site-settings/social').expect(200, social);
  });

  it('when staff switch corporate ordering, then only "true" or "false" are accepted and stored as text', async () => {
    await insertSiteSetting(t.database.db, SETTING_CORPORATE_ORDERING, 'false');
    const refused = await staff.put('/api/site-settings/corporate-ordering').send({ value: 'yes' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("value must be 'true' or 'false'");
    expect((await stored(SETTING_CORPORATE_ORDERING))!.settingValue).toBe('false');

    await staff
      .put('/api/site-settings/corporate-ordering')
      .send({ value: 'true' })
      .expect(200, { value: 'true' });
    expect(await stored(SETTING_CORPORATE_ORDERING)).toMatchObject({
      settingValue: 'true',
      settingType: 'text',
    });
    await request(t.app)
      .get('/api/site-settings/corporate-ordering')
      .expect(200, { value: 'true' });
  });

  it('when nobody is signed in, then every write answers 401 and no setting changes', async () => {
    const before = await allRows();
    const writes = [
      request(t.app)
        .put('/api/site-settings/contact')
        .send({ phone: '1', email: 'a@b.co', address: 'x', openingHours: 'y' }),
      request(t.app).put('/api/site-settings/social').send({}),
      request(t.app).put('/api/site-settings/corporate-ordering').send({ value: 'true' }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Not logged in', code: 'unauthorized' });
    }
    expect(await allRows()).toEqual(before);
  });
});
