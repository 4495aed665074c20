import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SETTING_LEGAL } from '@shared/constants';
import { legalSettingsDtoSchema } from '@shared/contracts/legal-settings';
import { auditLog } from '@shared/schema/audit-log';
import { siteSettings } from '@shared/schema/site-settings';
import { RESTAURANT_LEGAL } from '../../test/invoicing';
import { staffAgent } from '../../test/staff-accounts';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

describe(`the restaurant's legal details for tax invoices (${testDatabaseKind})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;
  let waiter: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAgent(t.app);
    waiter = (await staffAgent(t.app, admin, 'legal.waiter')).agent;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(siteSettings).where(eq(siteSettings.settingName, SETTING_LEGAL));
  });
  const auditEntries = () =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'settings'), eq(auditLog.entityId, SETTING_LEGAL)));

  it('when nothing is set yet, then staff read empty details, the catering SAC and complete: false; guests get 401', async () => {
    const res = await waiter.get('/api/site-settings/legal').expect(200);
    expect(legalSettingsDtoSchema.strict().parse(res.body)).toEqual({
      legalName: '',
      address: '',
      state: '',
      gstin: '',
      fssaiLicence: '',
      invoicePrefix: '',
      sac: '996334',
      complete: false,
    });
    await request(t.app).get('/api/site-settings/legal').expect(401);
  });

  it('when an admin saves them as typed, then the GSTIN and prefix are stored in their normal form, the answer is complete, and the change is audited once', async () => {
    const typed = { ...RESTAURANT_LEGAL, gstin: ' 29aagcb7383j1z4 ', invoicePrefix: 'ttr' };
    const saved = await admin.put('/api/site-settings/legal').send(typed).expect(200);
    expect(legalSettingsDtoSchema.strict().parse(saved.body)).toEqual({
      ...RESTAURANT_LEGAL,
      complete: true,
    });
    await admin
      .get('/api/site-settings/legal')
      .expect(200, { ...RESTAURANT_LEGAL, complete: true });
    const [entry, ...more] = await auditEntries();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'update',
      after: { legalName: RESTAURANT_LEGAL.legalName, gstin: '29AAGCB7383J1Z4', complete: true },
    });
    // Saving the same details again changes nothing, so nothing is recorded.
    await admin.put('/api/site-settings/legal').send(RESTAURANT_LEGAL).expect(200);
    expect(await auditEntries()).toHaveLength(1);
  });

  it('when staff who are not admins save them, then 403 and nothing is stored', async () => {
    const res = await waiter.put('/api/site-settings/legal').send(RESTAURANT_LEGAL).expect(403);
    expect(res.body.code).toBe('forbidden');
    expect((await admin.get('/api/site-settings/legal')).body.complete).toBe(false);
  });

  it('when a field breaks a rule, then 400 names it with the form’s words and nothing is stored', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ gstin: '29AAGCB7383J1Z5' }, 'gstin', 'typing mistake'],
      [{ gstin: '27AAPFU0939F1ZV' }, 'gstin', 'registered in Maharashtra'],
      [{ gstin: '29AAGCB7383J1Z' }, 'gstin', '15 characters'],
      [{ state: '28' }, 'state', 'Choose the state'],
      [{ fssaiLicence: '1122499900012' }, 'fssaiLicence', '14 digits'],
      [{ invoicePrefix: 'TTR/2' }, 'invoicePrefix', '1 to 4 letters or digits'],
      [{ invoicePrefix: 'ABCDE' }, 'invoicePrefix', '1 to 4 letters or digits'],
      [{ sac: '9963' }, 'sac', '6 digits'],
      [{ legalName: '' }, 'legalName', 'legal name'],
    ];
    const entriesBefore = (await auditEntries()).length;
    for (const [change, path, words] of cases) {
      const res = await admin
        .put('/api/site-settings/legal')
        .send({ ...RESTAURANT_LEGAL, ...change })
        .expect(400);
      expect(res.body.errors, JSON.stringify(change)).toContainEqual({
        path,
        message: expect.stringContaining(words),
      });
    }
    expect((await admin.get('/api/site-settings/legal')).body.complete).toBe(false);
    expect(await auditEntries()).toHaveLength(entriesBefore);
  });
});
