import { describe, expect, it } from 'vitest';
import { renderIndex } from './render-index';
import { restaurantJsonLd } from './restaurant-json-ld';

const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <meta',
  '      name="description"',
  '      content="template description"',
  '    />',
  '    <title>template title</title>',
  '    <script src="/theme-init.js"></script>',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '    <script type="module" src="/src/app/main.tsx"></script>',
  '  </body>',
  '</html>',
].join('\n');

/** Everything that has broken a page before: replacement patterns, closing tags, quotes. */
const HOSTILE = `$' $\` $& $1 $$ </script><!-- "double" 'single' & <b>`;
const value = (where: string) => `${where}:${HOSTILE}`;

const escaped = (v: string) =>
  v
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

const count = (text: string, part: string) => text.split(part).length - 1;

const TAIL = TEMPLATE.slice(TEMPLATE.indexOf('</head>'));

function hostilePage() {
  const contact = {
    address: value('address'),
    phone: value('phone'),
    email: value('email'),
    openingHours: value('hours'),
    mapUrl: value('map'),
  };
  const jsonLd = restaurantJsonLd(value('public-url'), contact);
  const html = renderIndex(
    TEMPLATE,
    { title: value('title'), description: value('description'), index: true },
    {
      url: value('url'),
      timeZone: value('timezone'),
      preloads: { scripts: [value('script')], styles: [value('style')] },
      jsonLd,
    },
  );
  return { html, jsonLd };
}

describe('issue 7 row 6: replacement patterns in the page', () => {
  it('when every value the server writes into the page is hostile, then the template keeps its shape', () => {
    const { html } = hostilePage();
    expect(count(html, '<head>')).toBe(1);
    expect(count(html, '</head>')).toBe(1);
    expect(count(html, '<title>')).toBe(1);
    expect(count(html, '</title>')).toBe(1);
    expect(count(html, '<body>')).toBe(1);
    expect(count(html, '<div id="root"></div>')).toBe(1);
    expect(count(html, '</script>')).toBe(count(TEMPLATE, '</script>') + 1);
    expect(count(html, '<!--')).toBe(0);
    expect(html.endsWith(TAIL)).toBe(true);
    expect(html).not.toContain('template description');
  });

  it('when a value is hostile, then it appears escaped in each of its places and never raw', () => {
    const { html } = hostilePage();
    const expectedPlaces: [string, string[]][] = [
      ['title', [`<title>${escaped(value('title'))}</title>`, `og:title" content="`]],
      ['description', ['name="description" content="', 'og:description" content="']],
      ['url', ['rel="canonical" href="', 'og:url" content="']],
      ['timezone', ['name="restaurant-timezone" content="']],
      ['script', ['rel="modulepreload" fetchpriority="low" crossorigin href="']],
      ['style', ['rel="preload" as="style" crossorigin href="']],
    ];
    for (const [where, places] of expectedPlaces) {
      const safe = escaped(value(where));
      expect(count(html, safe), where).toBe(places.length);
      for (const place of places) {
        const attribute = place.endsWith('"') ? `${place}${safe}"` : place;
        expect(count(html, attribute), `${where} at ${place}`).toBe(1);
      }
      expect(html, where).not.toContain(value(where));
    }
  });

  it('when the contact details are hostile, then the JSON-LD parses back to exactly what was given', () => {
    const { html, jsonLd } = hostilePage();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(scripts).toHaveLength(1);
    const json = scripts[0]![1]!;
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual(jsonLd);
    expect(JSON.parse(json)).toMatchObject({
      address: value('address'),
      telephone: value('phone'),
      email: value('email'),
    });
  });
});

describe('renderIndex with a page rendered on the server', () => {
  const meta = { title: 'Home', description: 'About us', index: true };

  it('when a page is given, then its markup fills #root and its state follows as JSON data', () => {
    const html = renderIndex(TEMPLATE, meta, {
      url: 'https://example.com/',
      page: { html: '<main><h1>Hello</h1></main>', state: { queries: [] } },
    });
    expect(html).toContain(
      '<div id="root"><main><h1>Hello</h1></main></div>\n    <script type="application/json" id="ssr-state">{"queries":[]}</script>',
    );
    expect(html).toContain('<script type="module" src="/src/app/main.tsx"></script>');
  });

  it('when the state holds hostile text, then no < survives and the JSON reads back the same', () => {
    const state = { title: value('state') };
    const html = renderIndex(TEMPLATE, meta, {
      url: 'https://example.com/',
      page: { html: '', state },
    });
    const json = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json!)).toEqual(state);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it('when no page is given, then #root stays empty and there is no state', () => {
    const html = renderIndex(TEMPLATE, meta, { url: 'https://example.com/' });
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('ssr-state');
  });
});
