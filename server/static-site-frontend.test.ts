import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import type { Frontend } from './frontend';
import { pageCache } from './ssr/page-cache';
import type { SharedDocument } from './ssr/shared-document';
import { publicSite } from './static-site';

// The page assembly takes its template and files from a frontend: the build's, or the dev
// server's, whose template and pages change while it runs.

const TEMPLATE =
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

/** A frontend like the dev server's: each template names its version and the URL asked for. */
function changingFrontend(cacheable: boolean) {
  let version = 1;
  const template = vi.fn(async (url: string) =>
    TEMPLATE.replace('</head>', `<meta name="v" content="${version}:${url}" /></head>`),
  );
  const frontend: Frontend = {
    files: (_req, _res, next) => next(),
    template,
    preloadsFor: () => ({ scripts: [], styles: [] }),
    loadRenderer: () => Promise.reject(new Error('not used: the site is given its render')),
    cacheable,
  };
  return { frontend, template, edit: () => (version += 1) };
}

const site = (frontend: Frontend, heading: () => string) =>
  express().use(
    publicSite(frontend, {
      publicUrl: 'https://dine.example',
      timeZone: 'Asia/Kolkata',
      contact: async () => ({ phone: '', email: '', address: '', openingHours: '', mapUrl: '' }),
      render: async () => ({ html: `<h1>${heading()}</h1>`, state: {} }),
      cache: pageCache<SharedDocument>(),
    }),
  );

const page = (app: express.Express, url: string) =>
  request(app).get(url).set('Accept', 'text/html');

describe('publicSite', () => {
  it('when the frontend is not cacheable, then every request renders afresh, in the template for its URL', async () => {
    const { frontend, template, edit } = changingFrontend(false);
    let heading = 'Before the edit';
    const app = site(frontend, () => heading);

    const first = await page(app, '/book?from=menu');
    expect(first.text).toContain('<h1>Before the edit</h1>');
    expect(first.text).toContain('<meta name="v" content="1:/book?from=menu" />');

    heading = 'After the edit';
    edit();
    const next = await page(app, '/book');
    expect(next.text).toContain('<h1>After the edit</h1>');
    expect(next.text).toContain('<meta name="v" content="2:/book" />');
    expect(next.headers.etag).not.toBe(first.headers.etag);
    expect(template).toHaveBeenCalledTimes(2);
  });

  it('when the frontend is cacheable, then a rendered page is kept until the cache is cleared', async () => {
    const { frontend, edit } = changingFrontend(true);
    let heading = 'Kept';
    const app = site(frontend, () => heading);

    await page(app, '/contact');
    heading = 'Not yet';
    edit();
    const next = await page(app, '/contact');
    expect(next.text).toContain('<h1>Kept</h1>');
  });
});
