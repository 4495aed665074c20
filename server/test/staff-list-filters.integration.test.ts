import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporateOrders } from '@shared/schema/corporate-orders';
import { quoteRequests } from '@shared/schema/quote-requests';
import { insertMediaFile } from './factories';
import { createTestApp, signedInAgent, type TestApp } from './test-app';
import { testDatabaseKind } from './test-database';

// The corporate orders, quote requests and media library take their screens' filters: a
// status, a search. Each filter answers one page of the matching rows, newest first, with the
// count of every match and a Link to the next page that keeps the filter.

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
type Row = { id: number };

const ids = (body: unknown) => (body as Row[]).map((r) => r.id);

/** Every page from `first` on, by the Link header: the ids, the counts seen, each next link. */
async function follow(agent: Agent, first: string) {
  const found: number[] = [];
  const totals = new Set<string>();
  const links: string[] = [];
  let url: string | null = first;
  while (url) {
    const res = await agent.get(url).expect(200);
    totals.add(res.headers['x-total-count'] as string);
    found.push(...ids(res.body));
    const link = res.headers.link as string | undefined;
    if (link) links.push(link);
    url = link ? link.slice(1, link.indexOf('>')) : null;
    expect(links.length).toBeLessThan(20);
  }
  return { ids: found, totals: [...totals], links };
}

describe(`the staff lists' filters (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Agent;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { runJobs: false });
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  describe('corporate orders', () => {
    const made: Record<string, number> = {};
    beforeAll(async () => {
      const rows = [
        ['Acme Foods', 'Asha Rao', 'asha@acme.example', 'pending', 'not_paid', '2026-01-01'],
        [
          'Bluebird Labs',
          'Ravi Iyer',
          'ravi@bluebird.example',
          'pending',
          'completed',
          '2026-02-01',
        ],
        [
          'Acme Foods',
          'Meera Shah',
          'accounts@acme.example',
          'approved',
          'completed',
          '2026-03-01',
        ],
        ['Cedar 50% Co', 'Kiran', 'kiran@cedar.example', 'completed', 'completed', '2026-04-01'],
        ['Dune & Co', 'ACME Visitor', 'dune@example.com', 'cancelled', 'refunded', '2026-05-01'],
      ] as const;
      for (const [companyName, contactPerson, email, status, paymentStatus, day] of rows) {
        const [row] = await t.database.db
          .insert(corporateOrders)
          .values({
            companyName,
            contactPerson,
            email,
            phone: '+91 98450 00000',
            status,
            paymentStatus,
            createdAt: new Date(`${day}T10:00:00Z`),
          })
          .returning();
        made[`${contactPerson}`] = row!.id;
      }
    });

    it('when asked by status, then only orders of those statuses come, newest first, with their count', async () => {
      const res = await staff.get('/api/corporate-orders?status=pending').expect(200);
      expect(ids(res.body)).toEqual([made['Ravi Iyer'], made['Asha Rao']]);
      expect(res.headers['x-total-count']).toBe('2');
      expect(res.headers.link).toBeUndefined();
      const two = await staff.get('/api/corporate-orders?status=approved,completed').expect(200);
      expect(ids(two.body)).toEqual([made['Kiran'], made['Meera Shah']]);
    });

    it('when asked by payment status, then it combines with the order status', async () => {
      const awaiting = await staff
        .get('/api/corporate-orders?status=pending&payment=not_paid,pending,failed')
        .expect(200);
      expect(ids(awaiting.body)).toEqual([made['Asha Rao']]);
      const paid = await staff.get('/api/corporate-orders?payment=completed').expect(200);
      expect(ids(paid.body)).toEqual([made['Kiran'], made['Meera Shah'], made['Ravi Iyer']]);
    });

    it('when searched, then company, contact and e-mail match in any case, and a number finds its order', async () => {
      const acme = await staff.get('/api/corporate-orders?q=acme').expect(200);
      expect(ids(acme.body)).toEqual([made['ACME Visitor'], made['Meera Shah'], made['Asha Rao']]);
      const byMail = await staff.get('/api/corporate-orders?q=RAVI@BLUE').expect(200);
      expect(ids(byMail.body)).toEqual([made['Ravi Iyer']]);
      const byNumber = await staff.get(`/api/corporate-orders?q=%23${made['Kiran']}`).expect(200);
      expect(ids(byNumber.body)).toContain(made['Kiran']);
      // A wildcard typed is a character searched for, not a pattern.
      const percent = await staff.get('/api/corporate-orders?q=50%25').expect(200);
      expect(ids(percent.body)).toEqual([made['Kiran']]);
      const none = await staff.get('/api/corporate-orders?q=nobody-here').expect(200);
      expect(none.body).toEqual([]);
      expect(none.headers['x-total-count']).toBe('0');
    });

    it('when a filtered list runs to several pages, then each Link keeps the filter and the pages hold every match once', async () => {
      const paged = await follow(staff, '/api/corporate-orders?q=acme&limit=1');
      expect(paged.ids).toEqual([made['ACME Visitor'], made['Meera Shah'], made['Asha Rao']]);
      expect(paged.totals).toEqual(['3']);
      expect(paged.links).toHaveLength(2);
      for (const link of paged.links) {
        expect(link).toMatch(
          /^<\/api\/corporate-orders\?q=acme&limit=1&cursor=[\w-]+>; rel="next"$/,
        );
      }
    });

    it('when asked without parameters, then the whole list comes as before, without paging headers', async () => {
      const whole = await staff.get('/api/corporate-orders').expect(200);
      expect(whole.body.length).toBeGreaterThanOrEqual(5);
      expect(whole.headers['x-total-count']).toBeUndefined();
      expect(whole.headers.link).toBeUndefined();
    });
  });

  describe('quote requests', () => {
    const made: Record<string, number> = {};
    beforeAll(async () => {
      const rows = [
        ['Nila Menon', 'Orbit Pvt', 'nila@orbit.example', 'new', '2026-01-01'],
        ['Tara Das', null, 'tara@example.com', 'answered', '2026-02-01'],
        ['Omar Khan', 'Orbit Pvt', 'omar@khan.example', 'closed', '2026-03-01'],
        ['Vik Rao', 'Zen Ltd', 'vik@zen.example', 'new', '2026-04-01'],
      ] as const;
      for (const [name, company, email, status, day] of rows) {
        const [row] = await t.database.db
          .insert(quoteRequests)
          .values({
            name,
            company,
            email,
            phone: '+91 98450 11111',
            eventDate: '2026-12-01',
            guests: 20,
            status,
            createdAt: new Date(`${day}T10:00:00Z`),
          })
          .returning();
        made[name] = row!.id;
      }
    });

    it('when asked by status, then only those come, newest first, counted', async () => {
      const res = await staff.get('/api/quote-requests?status=new').expect(200);
      expect(ids(res.body)).toEqual([made['Vik Rao'], made['Nila Menon']]);
      expect(res.headers['x-total-count']).toBe('2');
      const two = await staff.get('/api/quote-requests?status=answered,closed').expect(200);
      expect(ids(two.body)).toEqual([made['Omar Khan'], made['Tara Das']]);
    });

    it('when searched, then name, company, e-mail and phone match in any case', async () => {
      const orbit = await staff.get('/api/quote-requests?q=ORBIT').expect(200);
      expect(ids(orbit.body)).toEqual([made['Omar Khan'], made['Nila Menon']]);
      const byName = await staff.get('/api/quote-requests?q=tara d').expect(200);
      expect(ids(byName.body)).toEqual([made['Tara Das']]);
      const newOrbit = await staff.get('/api/quote-requests?q=orbit&status=new').expect(200);
      expect(ids(newOrbit.body)).toEqual([made['Nila Menon']]);
      const byPhone = await staff.get('/api/quote-requests?q=98450 11111&limit=2').expect(200);
      expect(byPhone.headers['x-total-count']).toBe('4');
      expect(byPhone.headers.link).toMatch(
        /^<\/api\/quote-requests\?q=98450\+11111&limit=2&cursor=/,
      );
    });

    it('when paged with a filter, then the Link keeps it and the pages hold every match once', async () => {
      const paged = await follow(staff, '/api/quote-requests?status=new,closed&limit=1');
      expect(paged.ids).toEqual([made['Vik Rao'], made['Omar Khan'], made['Nila Menon']]);
      expect(paged.totals).toEqual(['3']);
      expect(paged.links.every((l) => l.includes('status=new%2Cclosed'))).toBe(true);
    });
  });

  describe('media', () => {
    const made: Record<string, number> = {};
    beforeAll(async () => {
      const files = [
        ['Chef-Portrait.jpg', 'chef', '2026-01-01'],
        ['terrace_evening.png', 'ambiance', '2026-02-01'],
        ['chef-at-pass.png', 'gallery', '2026-03-01'],
        ['menu-veg.pdf', 'veg-menu', '2026-04-01'],
      ] as const;
      for (const [fileName, purpose, day] of files) {
        const row = await insertMediaFile(t.database.db, {
          fileName,
          purpose,
          uploadDate: new Date(`${day}T10:00:00Z`),
        });
        made[fileName] = row.id;
      }
    });

    it('when asked by purpose or searched by file name, then only those files come, latest first', async () => {
      const chef = await staff.get('/api/media?q=CHEF').expect(200);
      expect(ids(chef.body)).toEqual([made['chef-at-pass.png'], made['Chef-Portrait.jpg']]);
      expect(chef.headers['x-total-count']).toBe('2');
      // An underscore typed is itself, not 'any character'.
      const underscore = await staff.get('/api/media?q=e_e').expect(200);
      expect(ids(underscore.body)).toEqual([made['terrace_evening.png']]);
      const purposes = await staff.get('/api/media?purpose=veg-menu,chef').expect(200);
      expect(ids(purposes.body)).toEqual([made['menu-veg.pdf'], made['Chef-Portrait.jpg']]);
      const both = await staff.get('/api/media?purpose=gallery&q=chef').expect(200);
      expect(ids(both.body)).toEqual([made['chef-at-pass.png']]);
    });

    it('when a purpose runs to several pages, then the Link keeps it', async () => {
      const paged = await follow(staff, '/api/media?q=chef&limit=1');
      expect(paged.ids).toEqual([made['chef-at-pass.png'], made['Chef-Portrait.jpg']]);
      expect(paged.links).toEqual([
        expect.stringMatching(/^<\/api\/media\?q=chef&limit=1&cursor=/),
      ]);
    });

    it('when the public asks without parameters, then the whole library comes as before', async () => {
      const res = await staff.get('/api/media').expect(200);
      expect(res.body.length).toBeGreaterThanOrEqual(4);
      expect(res.headers.link).toBeUndefined();
    });
  });

  it('when a filter is not one the list knows, then it is 400 naming the field, never 500', async () => {
    const long = 'x'.repeat(101);
    for (const [path, field] of [
      ['/api/corporate-orders?status=paid', 'status'],
      ['/api/corporate-orders?status=pending,', 'status'],
      ['/api/corporate-orders?status=pending&status=approved', 'status'],
      ['/api/corporate-orders?payment=paid', 'payment'],
      ['/api/corporate-orders?payment=', 'payment'],
      [`/api/corporate-orders?q=${long}`, 'q'],
      ['/api/corporate-orders?q=a%00b', 'q'],
      ['/api/quote-requests?status=open', 'status'],
      [`/api/quote-requests?q=${long}`, 'q'],
      ['/api/media?purpose=poster', 'purpose'],
      [`/api/media?q=${long}`, 'q'],
      ['/api/media?q=a&q=b', 'q'],
    ] as const) {
      const res = await staff.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.errors?.[0]?.path, path).toBe(field);
    }
  });
});
