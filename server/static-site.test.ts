import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { ContactSettingsDto } from '@shared/contracts/site-settings';
import { DEFAULT_OPENING_WEEK } from '@shared/opening-hours';
import { readOpeningHours } from '@shared/opening-hours-text';
import { staticSite } from './static-site';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-client-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  // Prettier writes the real index.html's tags over several lines.
  '<!doctype html><html><head><title>x</title><meta\n      name="description"\n      content="old"\n    /></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(clientDir, 'assets', 'index-AbC123.js'),
  `console.log(${JSON.stringify('x'.repeat(5000))})`,
);
fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
fs.mkdirSync(path.join(clientDir, '.vite'));
fs.writeFileSync(
  path.join(clientDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-AbC123.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-1.js' },
    'src/features/reservations/book-page.tsx': {
      file: 'assets/book-page-9.js',
      imports: ['_shared.js', '_forms.js', 'index.html'],
      css: ['assets/book-page-9.css'],
    },
    '_forms.js': { file: 'assets/forms-2.js' },
  }),
);

const HOURS = 'Monday-Friday: 10am-10pm, Saturday-Sunday: 11am-11pm';
const week = readOpeningHours(HOURS);
if (!week.ok) throw new Error(week.message);
const contact: ContactSettingsDto = {
  phone: '+91 80 1234 5678',
  email: 'hi@example.com',
  address: '12 MG Road </script><script>alert(1)</script>',
  openingHours: HOURS,
  mapUrl: '',
  openingWeek: { days: week.days, isDefault: false },
};
const app = express()
  .use(compression())
  .use(
    staticSite(clientDir, {
      publicUrl: 'https://dine.example',
      timeZone: 'Europe/London',
      tastingMinutes: 150,
      contact: async () => contact,
    }),
  );

afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

describe('staticSite', () => {
  it('when a fingerprinted asset is requested, then it is cached for a year and compressed', async () => {
    const res = await request(app).get('/assets/index-AbC123.js').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('when a known route is requested, then index.html is sent with 200 and never cached', async () => {
    const res = await request(app).get('/staff/reservations').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    // T13: the staff screens end a seating when its evening (the server's length) is over.
    expect(res.text).toContain('<meta name="restaurant-tasting-minutes" content="150" />');
  });

  it('when an unknown path is requested, then the SPA is sent with 404 so it shows its 404 page', async () => {
    const res = await request(app).get('/no/such/page').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<div id="root">');
  });

  it('when a missing asset is requested, then it is a plain 404, not the SPA', async () => {
    const res = await request(app).get('/assets/gone-123.js').set('Accept', '*/*');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('when a plain public file is requested, then it revalidates instead of being cached long', async () => {
    const res = await request(app).get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when the home page is served, then it carries its title, description, Open Graph tags and safe JSON-LD', async () => {
    const res = await request(app).get('/').set('Accept', 'text/html');
    expect(res.text).toContain(
      '<title>An extraordinary 10-course tasting menu | The Tasting Room</title>',
    );
    expect(res.text).toContain('<meta name="description" content="The Tasting Room serves');
    expect(res.text).not.toContain('content="old"');
    expect(res.text).toContain('<meta property="og:url" content="https://dine.example/" />');
    expect(res.text).toContain('<meta name="robots" content="index, follow" />');
    expect(res.text).toContain('<meta name="restaurant-timezone" content="Europe/London" />');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.text)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'The Tasting Room',
      url: 'https://dine.example/',
      address: contact.address,
      telephone: '+91 80 1234 5678',
      email: 'hi@example.com',
      servesCuisine: 'Tasting menu',
      priceRange: '₹₹₹',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '10:00',
          closes: '22:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Saturday', 'Sunday'],
          opens: '11:00',
          closes: '23:00',
        },
      ],
      menu: 'https://dine.example/',
      acceptsReservations: 'https://dine.example/book',
    });
  });

  const homeJsonLd = async (settings: () => Promise<typeof contact>) => {
    const site = express().use(
      staticSite(clientDir, {
        publicUrl: 'https://dine.example',
        timeZone: 'Asia/Kolkata',
        contact: settings,
      }),
    );
    const res = await request(site).get('/').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.text)?.[1];
    return JSON.parse(json!) as Record<string, unknown>;
  };

  it.each([
    ['not set (the default week)', DEFAULT_OPENING_WEEK],
    ['not answered as a week', undefined],
  ])(
    'when the opening hours are %s, then the JSON-LD leaves them out instead of inventing any',
    async (_label, openingWeek) => {
      const jsonLd = await homeJsonLd(async () => ({ ...contact, openingHours: '', openingWeek }));
      expect(jsonLd).not.toHaveProperty('openingHoursSpecification');
      expect(jsonLd).not.toHaveProperty('openingHours');
      expect(jsonLd.telephone).toBe(contact.phone);
    },
  );

  it('when the contact settings cannot be read, then the home page still renders, without the details', async () => {
    const jsonLd = await homeJsonLd(() => Promise.reject(new Error('database down')));
    expect(jsonLd).toMatchObject({ '@type': 'Restaurant', name: 'The Tasting Room' });
    for (const key of ['address', 'telephone', 'email', 'openingHoursSpecification']) {
      expect(jsonLd).not.toHaveProperty(key);
    }
  });

  it('when a staff page is served, then search engines are told not to index it', async () => {
    const res = await request(app).get('/staff').set('Accept', 'text/html');
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(res.text).not.toContain('ld+json');
  });

  it('when robots.txt and sitemap.xml are asked for, then they list the public routes only', async () => {
    const robots = await request(app).get('/robots.txt');
    expect(robots.text).toContain('Disallow: /staff');
    expect(robots.text).toContain('Sitemap: https://dine.example/sitemap.xml');
    const sitemap = await request(app).get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    for (const p of ['/', '/book', '/corporate', '/contact']) {
      expect(sitemap.text).toContain(`<loc>https://dine.example${p}</loc>`);
    }
    expect(sitemap.text).not.toContain('/staff');
  });

  it("when a lazy page is served, then its own chunks are preloaded but the entry's are not repeated", async () => {
    const res = await request(app).get('/book').set('Accept', 'text/html');
    expect(res.text).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/book-page-9.js" />',
    );
    expect(res.text).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/forms-2.js" />',
    );
    expect(res.text).not.toContain('href="/assets/shared-1.js"');
    expect(res.text).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/book-page-9.css" />',
    );
    const home = await request(app).get('/').set('Accept', 'text/html');
    expect(home.text).not.toContain('modulepreload');
  });

  it('when a lazy page is rendered on the server, then its chunks wait for the entry, but its styles are still preloaded', async () => {
    const rendered = express().use(
      staticSite(clientDir, {
        publicUrl: 'https://dine.example',
        timeZone: 'Asia/Kolkata',
        contact: async () => contact,
        render: async () => ({ html: '<main>the booking page</main>', state: {} }),
      }),
    );
    const res = await request(rendered).get('/book').set('Accept', 'text/html');
    expect(res.text).toContain('<main>the booking page</main>');
    expect(res.text).not.toContain('book-page-9.js');
    expect(res.text).not.toContain('forms-2.js');
    expect(res.text).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/book-page-9.css" />',
    );
  });

  it('when the build manifest is asked for, then it is not served', async () => {
    await request(app).get('/.vite/manifest.json').expect(404);
  });
});

describe('issue 7 row 6: replacement patterns in the page', () => {
  const count = (text: string, part: string) => text.split(part).length - 1;

  it("when the path carries $' and $`, then the page is not pasted into itself", async () => {
    const res = await request(app).get("/book$'INJECTED-$`").set('Accept', 'text/html');
    expect(count(res.text, '</head>')).toBe(1);
    expect(count(res.text, '<div id="root">')).toBe(1);
    expect(count(res.text, 'INJECTED')).toBe(2);
    expect(res.text).toContain(
      '<link rel="canonical" href="https://dine.example/book$&#39;INJECTED-$',
    );
  });

  it('when the contact details hold replacement patterns, then the home page JSON-LD reads them back', async () => {
    const hostile = {
      phone: "+91 80 $' 1234",
      email: 'hi$&@example.com',
      address: '12 MG Road $` $1 </script><!-- "x"',
      openingHours: 'Daily',
      mapUrl: '',
    };
    const site = express().use(
      staticSite(clientDir, {
        publicUrl: 'https://dine.example',
        timeZone: 'Asia/Kolkata',
        contact: async () => hostile,
      }),
    );
    const res = await request(site).get('/').set('Accept', 'text/html');
    expect(count(res.text, '</head>')).toBe(1);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.text)?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      telephone: hostile.phone,
      email: hostile.email,
      address: hostile.address,
    });
  });
});
