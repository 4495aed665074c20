import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inArray } from 'drizzle-orm';
import { SETTING_CONTACT, SETTING_OPENING_HOURS } from '@shared/constants';
import { contactSettingsDtoSchema } from '@shared/contracts/site-settings';
import { monthAvailabilityDtoSchema } from '@shared/contracts/reservation';
import { siteSettings } from '@shared/schema/site-settings';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// The built server entry is not there in a test run: the pages render from their source.
vi.mock('../../ssr/load-renderer', () => ({
  loadBuiltRenderer: async () => (await import('../../../client/src/app/entry-server')).renderPage,
}));

// Sunday 22 Nov 2026 in Kolkata; Monday 30 Nov is a week ahead.
const NOW = new Date('2026-11-22T06:00:00Z');
const MONDAY = '2026-11-30';
const TUESDAY = '2026-12-01';
const OWNER_TEXT = 'Monday: Closed, Tuesday-Sunday: 7pm-11pm';
const WRITTEN = 'Monday: Closed, Tuesday - Sunday: 7 PM - 11 PM';
const CONTACT = {
  phone: '+91 80 1234 5678',
  email: 'table@example.com',
  address: '12 MG Road, Bengaluru',
  mapUrl: '',
};

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as Record<
    string,
    unknown
  >;
/** The footer's hours as rendered: 'Monday Closed', 'Tuesday 7 PM - 11 PM', ... */
const footerHoursOf = (html: string) =>
  [...html.matchAll(/<dt>(\w+day)<\/dt><dd>([^<]*)<\/dd>/g)].map((m) => `${m[1]} ${m[2]}`);

describe(`T1: one week of opening hours behind the contact settings (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp(
      { SSR: 'on', RATE_LIMITS: 'off' },
      { withPages: true, now: () => NOW, runJobs: false },
    );
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db
      .delete(siteSettings)
      .where(inArray(siteSettings.settingName, [SETTING_OPENING_HOURS, SETTING_CONTACT]));
  });

  const page = (path: string) => request(t.app).get(path).set('Accept', 'text/html');
  const contact = async () =>
    contactSettingsDtoSchema.parse(
      (await request(t.app).get('/api/site-settings/contact').expect(200)).body,
    );
  const night = async (date: string) => {
    const res = await request(t.app)
      .get('/api/availability/month')
      .query({ month: date.slice(0, 7) });
    return monthAvailabilityDtoSchema.parse(res.body).nights.find((n) => n.date === date)?.state;
  };

  it('T1: when the owner saves "Monday: Closed, Tuesday-Sunday: 7pm-11pm" beside the loaded default week, then the contact answer, calendar, availability, footer, Contact page and JSON-LD follow it at once', async () => {
    // As the old form did: the week it loaded (the default) sent with the text typed over it.
    const loaded = await contact();
    expect(loaded.openingWeek?.isDefault).toBe(true);
    // Pages rendered (and kept) before the save must not outlive it.
    expect(footerHoursOf((await page('/')).text)).toContain('Monday 11 AM - 11 PM');
    await page('/contact').expect(200);

    const saved = await staff
      .put('/api/site-settings/contact')
      .send({ ...CONTACT, openingHours: OWNER_TEXT, openingWeek: loaded.openingWeek })
      .expect(200);
    expect(saved.body.openingHours).toBe(WRITTEN);

    const after = await contact();
    expect(after.openingHours).toBe(WRITTEN);
    expect(after.openingWeek?.isDefault).toBe(false);
    expect(after.openingWeek?.days.filter((d) => !d.open).map((d) => d.day)).toEqual(['Monday']);
    expect(after.openingWeek?.days[1]).toEqual({
      day: 'Tuesday',
      open: true,
      opens: '19:00',
      closes: '23:00',
    });

    expect(await night(MONDAY)).toBe('closed');
    expect(await night(TUESDAY)).toBe('open');
    const monday = await request(t.app).get('/api/availability').query({ date: MONDAY });
    expect(monday.body.map((s: { unavailableReason: string }) => s.unavailableReason)).toEqual([
      'closed_day',
      'closed_day',
      'closed_day',
    ]);

    const expectedLines = [
      'Monday Closed',
      ...['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
        (d) => `${d} 7 PM - 11 PM`,
      ),
    ];
    const home = await page('/');
    expect(footerHoursOf(home.text)).toEqual(expectedLines);
    expect(jsonLdOf(home.text).openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '19:00',
        closes: '23:00',
      },
    ]);
    const contactPage = (await page('/contact')).text;
    expect(contactPage).toMatch(/<span>Monday<\/span><span>Closed<\/span>/);
    expect(contactPage).toMatch(/<span>Tuesday<\/span><span>7 PM - 11 PM<\/span>/);

    const footerSection = await request(t.app).get('/api/content/footer').expect(200);
    expect(footerSection.body.extraData.hours).toEqual({
      weekdays: 'Tuesday - Sunday: 7 PM - 11 PM',
      monday: 'Monday: Closed',
    });
  });

  it.each([
    [
      'Monday: Closed, Tues-Sun 7-11',
      'Could not read "Tues-Sun 7-11": write the hours as 7pm-11pm, 19:00-23:00 or Closed',
    ],
    [
      'Monday: Closed, Tuesday-Sunday: 7pm-11pm, Sundays: 12pm-3pm',
      'Sunday is given twice: "Tuesday-Sunday: 7pm-11pm" and "Sundays: 12pm-3pm". Give each day once.',
    ],
  ])(
    'T1: when the hours text %j cannot be read, then 400 names the part and the week stays as it was',
    async (openingHours, message) => {
      await staff
        .put('/api/site-settings/contact')
        .send({ ...CONTACT, openingHours: OWNER_TEXT })
        .expect(200);
      const before = await t.database.db.select().from(siteSettings);
      const res = await staff.put('/api/site-settings/contact').send({ ...CONTACT, openingHours });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message,
        code: 'invalid_input',
        errors: [{ path: 'openingHours', message }],
      });
      expect(await t.database.db.select().from(siteSettings)).toEqual(before);
      expect((await contact()).openingHours).toBe(WRITTEN);
    },
  );
});
