import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEATINGS } from '@shared/constants';
import { SSR_STATE_ELEMENT_ID } from '../../client/src/app/ssr-contract';
import { createTestApp, signedInAgent, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

// The built server entry is not there in a test run: the app renders with its source instead.
vi.mock('./load-renderer', () => ({
  loadBuiltRenderer: async () => (await import('../../client/src/app/entry-server')).renderPage,
}));

const html = async (app: TestApp['app'], path: string) =>
  request(app).get(path).set('Accept', 'text/html');

/** What #root holds: everything between it and the state element (or the end of the body). */
const rootOf = (page: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*(?:<script|<\/body>)/.exec(page);

const stateScripts = (page: string) =>
  [
    ...page.matchAll(
      new RegExp(
        `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">(.*?)</script>`,
        'g',
      ),
    ),
  ].map((m) => m[1]!);

describe(`public pages rendered on the server, SSR=on (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SSR: 'on' }, { withPages: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('when staff save a hero title, then the first HTML of / holds it, and the next request after an edit the new one', async () => {
    const staff = await signedInAgent(t.app);
    const hero = { title: 'Autumn at the Tasting Room', content: 'Ten courses of the harvest.' };
    await staff.patch('/api/content/hero').send(hero).expect(200);

    const first = await html(t.app, '/');
    expect(first.status).toBe(200);
    expect(rootOf(first.text)?.[1]).toContain('Autumn at the Tasting Room');
    expect(first.text).toContain('Ten courses of the harvest.');

    await staff
      .patch('/api/content/hero')
      .send({ ...hero, title: 'Winter at the Tasting Room' })
      .expect(200);
    const next = await html(t.app, '/');
    expect(next.text).toContain('Winter at the Tasting Room');
    expect(next.text).not.toContain('Autumn at the Tasting Room');
  });

  it('when staff save the contact details, then the first HTML of /contact holds the address', async () => {
    const staff = await signedInAgent(t.app);
    await staff
      .put('/api/site-settings/contact')
      .send({
        phone: '+91 80 1234 5678',
        email: 'table@example.com',
        address: '12 MG Road, Bengaluru',
        openingHours: 'Tuesday - Sunday: 7:00 PM - 10:00 PM',
      })
      .expect(200);

    const res = await html(t.app, '/contact');

    expect(res.status).toBe(200);
    expect(rootOf(res.text)?.[1]).toContain('12 MG Road, Bengaluru');
    expect(res.text).toContain('+91 80 1234 5678');
  });

  it('when /book is asked for, then its first HTML holds the form labels and the three seatings', async () => {
    const res = await html(t.app, '/book');

    const root = rootOf(res.text)?.[1] ?? '';
    // The plain form, which books without JavaScript until the app takes over.
    for (const label of [
      'Guests',
      'Date',
      'Vegetarian menu',
      'Non-vegetarian menu',
      'Name',
      'Email',
      'Phone',
      'Special requests',
    ]) {
      expect(root).toMatch(new RegExp(`<label[^>]*>${label}`));
    }
    expect(root).toMatch(/<legend id="timeSlot-label"[^>]*>Time slot</);
    expect(root).toMatch(/<form[^>]*action="\/book" method="post"/);
    for (const { slot } of SEATINGS) expect(root).toContain(slot);
    expect(root).toContain('₹949');
  });

  it('when /menu is asked for, then its first HTML holds both text menus with their allergens', async () => {
    const res = await html(t.app, '/menu');

    expect(res.status).toBe(200);
    const root = rootOf(res.text)?.[1] ?? '';
    expect(root).toMatch(/<h1[^>]*>Our Tasting Menu</);
    expect(root).toContain('aria-label="Vegetarian menu"');
    expect(root).toContain('aria-label="Non-vegetarian menu"');
    expect(root).toContain('Contains ');
    // Every View Menu in the first HTML is a link here, until the app opens the dialog instead.
    const book = rootOf((await html(t.app, '/book')).text)?.[1] ?? '';
    expect(book).toMatch(/<a[^>]*href="\/menu"[^>]*>View Menu<\/a>/);
  });

  it('when content holds </script>, then the state stays one JSON element holding it as data', async () => {
    const staff = await signedInAgent(t.app);
    const title = '</script><script>alert(1)</script><!--';
    await staff.patch('/api/content/about').send({ title, content: 'About us' }).expect(200);

    const res = await html(t.app, '/');

    const states = stateScripts(res.text);
    expect(states).toHaveLength(1);
    expect(states[0]).not.toContain('<');
    const state = JSON.parse(states[0]!) as { queries: { state: { data: unknown } }[] };
    expect(state.queries.map((q) => q.state.data)).toContainEqual(
      expect.objectContaining({ sectionName: 'about', title }),
    );
    // What runs: the app's own files, and one inline script (the theme, before the first paint)
    // that the CSP allows by the hash of its exact text, never by 'unsafe-inline'.
    const scripts = [
      ...res.text.matchAll(/<script(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/g),
    ];
    const inline = [...res.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain("localStorage.getItem('theme')");
    expect(scripts.filter((m) => !/\ssrc=/.test(m[0]))).toHaveLength(1);
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']));
    expect(scriptSrc?.[1]).not.toContain("'unsafe-inline'");
    const hash = createHash('sha256').update(inline[0]!, 'utf8').digest('base64');
    expect(scriptSrc?.[1]).toContain(`'sha256-${hash}'`);
  });

  it('when an unknown path is asked for, then the 404 page is rendered with status 404', async () => {
    const res = await html(t.app, '/no-such-page');
    expect(res.status).toBe(404);
    expect(rootOf(res.text)?.[1]).toContain('404 Page Not Found');
  });

  it.each(['/login', '/staff', '/staff/menu', '/reservation/abc123'])(
    'when %s is asked for, then the plain shell is served (rendered in the browser only)',
    async (path) => {
      const res = await html(t.app, path);
      expect(res.text).toContain('<div id="root"></div>');
      expect(stateScripts(res.text)).toHaveLength(0);
    },
  );
});

describe(`public pages with SSR=off (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SSR: 'off' }, { withPages: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('when / is asked for, then the shell is served as before', async () => {
    const res = await html(t.app, '/');
    expect(t.config.ssr).toBe(false);
    expect(res.text).toContain('<div id="root"></div>');
    expect(stateScripts(res.text)).toHaveLength(0);
  });
});
