import request from 'supertest';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { writeSetting } from './site-settings.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

describe(`public site settings (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('when nothing was set, then contact and social answer empty strings and corporate ordering is off', async () => {
    await request(t.app)
      .get('/api/site-settings/contact')
      .expect(200, { phone: '', email: '', address: '', openingHours: '' });
    await request(t.app)
      .get('/api/site-settings/social')
      .expect(200, { facebook: '', instagram: '', twitter: '', youtube: '' });
    await request(t.app)
      .get('/api/site-settings/corporate-ordering')
      .expect(200, { value: 'false' });
  });

  it('when staff stored contact details, then the public read returns them', async () => {
    const contact = {
      phone: '+91 98765 43210',
      email: 'hello@example.com',
      address: '12 MG Road, Bengaluru',
      openingHours: 'Tue-Sun 7-10 PM',
    };
    await writeSetting(t.database.db, 'contact', JSON.stringify(contact), 'json');
    await request(t.app).get('/api/site-settings/contact').expect(200, contact);
  });

  it('when a stored value is corrupt, then the read falls back instead of failing', async () => {
    await writeSetting(t.database.db, 'social', '{not json', 'json');
    await request(t.app)
      .get('/api/site-settings/social')
      .expect(200, { facebook: '', instagram: '', twitter: '', youtube: '' });
  });
});
