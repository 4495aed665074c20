import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_CONTACT } from '@shared/constants';
import { insertSiteSetting } from './test/factories';
import { createTestApp, signedInAgent, type TestApp } from './test/test-app';
import { testDatabaseKind } from './test/test-database';

const jsonLdOf = (html: string) => {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json!) as Record<string, unknown>;
};

// The home page reads the contact settings at most once a minute (a save in the same process
// refreshes them at once), so each case has its own app.
describe(`home page structured data from the contact settings (${testDatabaseKind})`, () => {
  let apps: TestApp[] = [];
  const site = async () => {
    const t = await createTestApp({}, { withPages: true });
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
    apps = [];
  });

  let saved: TestApp;
  beforeAll(async () => {
    saved = await site();
  });

  it('when staff save the contact details, then the JSON-LD carries their phone, address and opening hours', async () => {
    const staff = await signedInAgent(saved.app);
    await staff
      .put('/api/site-settings/contact')
      .send({
        phone: '+91 80 1234 5678',
        email: 'table@example.com',
        address: '12 MG Road, Bengaluru',
        openingHours: 'Tuesday - Sunday: 7:00 PM - 10:00 PM, Monday: Closed',
      })
      .expect(200);

    const res = await request(saved.app).get('/').set('Accept', 'text/html');

    expect(res.status).toBe(200);
    expect(jsonLdOf(res.text)).toMatchObject({
      telephone: '+91 80 1234 5678',
      email: 'table@example.com',
      address: '12 MG Road, Bengaluru',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '19:00',
          closes: '22:00',
        },
      ],
    });
  });

  it('when staff change the contact details after the home page was served, then the next page shows the new ones', async () => {
    const t = await site();
    const staff = await signedInAgent(t.app);
    const details = {
      phone: '+91 80 1111 2222',
      email: 'first@example.com',
      address: '1 First Street',
      openingHours: 'Daily 7-10 PM',
    };
    await staff.put('/api/site-settings/contact').send(details).expect(200);
    const first = await request(t.app).get('/').set('Accept', 'text/html');
    expect(jsonLdOf(first.text)).toMatchObject({ address: '1 First Street' });

    await staff
      .put('/api/site-settings/contact')
      .send({ ...details, address: '2 Second Street', mapUrl: 'https://maps.example.com/2' })
      .expect(200);
    const next = await request(t.app).get('/').set('Accept', 'text/html');
    expect(jsonLdOf(next.text)).toMatchObject({
      address: '2 Second Street',
      hasMap: 'https://maps.example.com/2',
    });
  });

  it('when no contact details are stored, then the JSON-LD has no hours, phone or address', async () => {
    const t = await site();
    const jsonLd = jsonLdOf((await request(t.app).get('/').set('Accept', 'text/html')).text);
    expect(jsonLd).toMatchObject({ '@type': 'Restaurant' });
    for (const key of ['openingHours', 'openingHoursSpecification', 'telephone', 'address']) {
      expect(jsonLd).not.toHaveProperty(key);
    }
  });

  it('when the stored hours cannot be read for certain, then the JSON-LD leaves them out', async () => {
    const t = await site();
    await insertSiteSetting(t.database.db, SETTING_CONTACT, {
      phone: '+91 80 1234 5678',
      email: 'table@example.com',
      address: '12 MG Road, Bengaluru',
      openingHours: 'Evenings, except when we are closed',
    });
    const jsonLd = jsonLdOf((await request(t.app).get('/').set('Accept', 'text/html')).text);
    expect(jsonLd.telephone).toBe('+91 80 1234 5678');
    expect(jsonLd).not.toHaveProperty('openingHoursSpecification');
    expect(jsonLd).not.toHaveProperty('openingHours');
  });
});
