import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RESTAURANT_TIMEZONE } from '@shared/constants';
import { SSR_STATE_ELEMENT_ID } from '../../client/src/app/ssr-contract';
import { readableBookingDate } from '../../client/src/lib/reservations/booking-calendar';
import { newManageToken } from '../features/reservations/manage-token';
import { insertReservation } from '../test/factories';
import { captureLogs } from '../test/log-capture';
import { sampleJpeg } from '../test/sample-files';
import { createTestApp, signedInAgent, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

// Every call of the server entry is counted: a page served from the cache is not rendered.
const renders = vi.hoisted(() => ({ paths: [] as string[] }));

vi.mock('./load-renderer', () => ({
  loadBuiltRenderer: async () => {
    const { renderPage } = await import('../../client/src/app/entry-server');
    return ((req) => {
      renders.paths.push(req.path);
      return renderPage(req);
    }) satisfies typeof renderPage;
  },
}));

const html = (app: TestApp['app'], path: string) =>
  request(app).get(path).set('Accept', 'text/html');

const rendersOf = (path: string) => renders.paths.filter((p) => p === path).length;

const rootOf = (page: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*(?:<script|<\/body>)/.exec(page)?.[1] ?? '';

describe(`rendered public pages kept in memory, with ETags, SSR=on (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await createTestApp({ SSR: 'on' }, { withPages: true, logger: logs.logger });
    staff = await signedInAgent(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a page is asked for again, then it is served from the cache, the same for a signed-in user', async () => {
    const first = await html(t.app, '/contact');
    const before = rendersOf('/contact');
    const second = await html(t.app, '/contact');
    const signedIn = await staff.get('/contact').set('Accept', 'text/html');

    expect(rendersOf('/contact')).toBe(before);
    expect(second.text).toBe(first.text);
    expect(signedIn.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    // Revalidated on every visit, and the security headers are all there.
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('when staff save the hero, then the next request of / shows it', async () => {
    await staff.patch('/api/content/hero').send({ title: 'Spring menu', content: 'Ten courses.' });
    expect(rootOf((await html(t.app, '/')).text)).toContain('Spring menu');
    await html(t.app, '/');

    await staff.patch('/api/content/hero').send({ title: 'Summer menu', content: 'Ten courses.' });
    const next = await html(t.app, '/');

    expect(rootOf(next.text)).toContain('Summer menu');
    expect(next.text).not.toContain('Spring menu');
  });

  it('when staff add or rename a menu item, then the next request of /corporate shows it', async () => {
    await staff.put('/api/site-settings/corporate-ordering').send({ value: 'true' }).expect(200);
    await html(t.app, '/corporate');

    const added = await staff
      .post('/api/menu')
      .send({ name: 'Kerala Stew', courseNumber: 1, price: 420 })
      .expect(201);
    expect(rootOf((await html(t.app, '/corporate')).text)).toContain('Kerala Stew');

    await staff
      .patch(`/api/menu/${(added.body as { id: number }).id}`)
      .send({ name: 'Malabar Stew' })
      .expect(200);
    const next = rootOf((await html(t.app, '/corporate')).text);
    expect(next).toContain('Malabar Stew');
    expect(next).not.toContain('Kerala Stew');
  });

  it('when staff save the contact details, then the next request of /contact shows them', async () => {
    const contact = {
      phone: '+91 80 1234 5678',
      email: 'table@example.com',
      openingHours: 'Tuesday - Sunday: 7:00 PM - 10:00 PM',
    };
    await staff
      .put('/api/site-settings/contact')
      .send({ ...contact, address: '12 MG Road, Bengaluru' })
      .expect(200);
    await html(t.app, '/contact');
    await staff
      .put('/api/site-settings/contact')
      .send({ ...contact, address: '7 Church Street, Bengaluru' })
      .expect(200);

    const next = await html(t.app, '/contact');

    expect(rootOf(next.text)).toContain('7 Church Street, Bengaluru');
    expect(next.text).not.toContain('12 MG Road');
  });

  it('when staff upload or remove a photo, then the next request of / shows it or not', async () => {
    await html(t.app, '/');
    const uploaded = await staff
      .post('/api/media/upload')
      .field('purpose', 'about-image')
      .attach('file', await sampleJpeg(), 'room.jpg')
      .expect(201);
    const { id, filePath } = uploaded.body as { id: number; filePath: string };
    // The page may show the photo or one of its smaller copies: all share the random name.
    const name = filePath.replace(/^\/uploads\//, '').replace(/\.[a-z]+$/, '');

    expect(rootOf((await html(t.app, '/')).text)).toContain(name);

    await staff.delete(`/api/media/${id}`).expect(204);
    expect(rootOf((await html(t.app, '/')).text)).not.toContain(name);
  });

  it('when If-None-Match holds the ETag, then 304 with no body; a changed page has a new ETag', async () => {
    const first = await html(t.app, '/');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await html(t.app, '/').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');

    await staff.patch('/api/content/hero').send({ title: 'Monsoon menu', content: 'Rain.' });
    const changed = await html(t.app, '/').set('If-None-Match', etag);

    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(rootOf(changed.text)).toContain('Monsoon menu');
  });

  it('A7: when 60 unique unknown paths are asked for, then the 404 page is rendered once and the cached pages stay', async () => {
    await html(t.app, '/contact').expect(200);
    await html(t.app, '/book').expect(200);
    const contactRenders = rendersOf('/contact');
    const bookRenders = rendersOf('/book');
    const before = renders.paths.length;

    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => html(t.app, `/no-such-page-${i}/x${i}`)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(rootOf(answer.text)).toContain('404 Page Not Found');
    }
    // One rendering for all sixty, and none of them went in under its own path.
    expect(renders.paths.length - before).toBe(1);
    expect(renders.paths.filter((p) => p.startsWith('/no-such-page'))).toEqual([]);
    await html(t.app, '/contact').expect(200);
    await html(t.app, '/book').expect(200);
    expect(rendersOf('/contact')).toBe(contactRenders);
    expect(rendersOf('/book')).toBe(bookRenders);
    // Spellings of one page with more trailing slashes share one entry too.
    await html(t.app, '/book//').expect(200);
    const folded = renders.paths.length;
    await html(t.app, '/book////').expect(200);
    expect(renders.paths.length).toBe(folded);
  });

  describe("the guest's manage page", () => {
    const bookingWith = async (name: string, date: string) => {
      const { token, hash } = newManageToken();
      await insertReservation(t.database.db, { name, date, manageTokenHash: hash });
      return token;
    };

    it('when a valid link is opened, then the first HTML holds the booking, private and never from the cache', async () => {
      const asha = await bookingWith('Asha Rao', '2027-04-14');
      const ravi = await bookingWith('Ravi Menon', '2027-05-20');

      const first = await html(t.app, `/reservation/${asha}`);
      const again = await html(t.app, `/reservation/${asha}`);
      const other = await html(t.app, `/reservation/${ravi}`);

      expect(first.status).toBe(200);
      const root = rootOf(first.text);
      expect(root).toContain('Asha Rao');
      expect(root).toContain(readableBookingDate('2027-04-14', DEFAULT_RESTAURANT_TIMEZONE));
      expect(first.text).toContain(`id="${SSR_STATE_ELEMENT_ID}"`);
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(first.headers['content-security-policy']).toBeDefined();

      expect(rendersOf(`/reservation/${asha}`)).toBe(2);
      expect(rootOf(again.text)).toContain('Asha Rao');
      expect(rootOf(other.text)).toContain('Ravi Menon');
      expect(rootOf(other.text)).not.toContain('Asha Rao');
      expect(logs.text()).not.toContain(asha);
      expect(logs.text()).not.toContain(ravi);
    });

    it.each([
      ['unknown', newManageToken().token],
      ['malformed', 'abc123'],
    ])(
      'when a link with an %s token is opened, then the shell is served, never a 500',
      async (_kind, token) => {
        const res = await html(t.app, `/reservation/${token}`);

        expect(res.status).toBe(200);
        expect(res.text).toContain('<div id="root"></div>');
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(logs.text()).not.toContain(token);
      },
    );
  });
});
