import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONTACT_SETTINGS,
  EMPTY_SOCIAL_SETTINGS,
} from '@shared/contracts/site-settings-defaults';
import { renderPage } from './entry-server';
import type { ServerApiAnswer, ServerApiCall } from './ssr-contract';

const NOT_FOUND: ServerApiAnswer = {
  ok: false,
  status: 404,
  code: 'not_found',
  message: 'Not found',
};

/** The server's answers by path: sections staff never wrote are 404, as the API says. */
function callAnswering(extra: Record<string, ServerApiAnswer> = {}): ServerApiCall & {
  asked: string[];
} {
  const asked: string[] = [];
  const answers: Record<string, ServerApiAnswer> = {
    '/api/site-settings/contact': { ok: true, body: EMPTY_CONTACT_SETTINGS },
    '/api/site-settings/social': { ok: true, body: EMPTY_SOCIAL_SETTINGS },
    '/api/media': { ok: true, body: [] },
    ...extra,
  };
  const call = async (_endpoint: unknown, request: { url: string }) => {
    asked.push(request.url);
    return answers[request.url] ?? NOT_FOUND;
  };
  return Object.assign(call as ServerApiCall, { asked });
}

type State = { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
const keysOf = (state: unknown) => (state as State).queries.map((q) => q.queryKey[0]);

describe('renderPage (the server entry)', () => {
  it('when / is rendered, then only its loaders and the layout are read, and a missing section is left to the browser', async () => {
    const call = callAnswering();
    const page = await renderPage({ path: '/', search: '', call, year: 2027 });

    expect(call.asked.sort()).toEqual(
      [
        '/api/content/about',
        '/api/content/hero',
        '/api/media',
        '/api/site-settings/contact',
        '/api/site-settings/social',
        // The text menu, read for the no-script menu and the schema.org Menu.
        '/api/tasting-menu',
      ].sort(),
    );
    expect(keysOf(page?.state).sort()).toEqual(
      [
        '/api/media',
        '/api/site-settings/contact',
        '/api/site-settings/social',
        'copyright-year',
      ].sort(),
    );
    expect(page?.html).toContain('2027');
    // The hero the server could not read renders still loading, as the browser's first render.
    expect(page?.html).toMatch(/<h1 class="[^"]*invisible/);
  });

  it('when a page is rendered, then each island is in its own wrapper, rendered, and names its code and props', async () => {
    const { ISLAND_LOADERS } = await import('@/islands/island-loaders');
    const page = await renderPage({ path: '/book', search: '', call: callAnswering(), year: 2027 });
    const html = page?.html ?? '';
    const wrappers = [
      ...html.matchAll(
        /<div class="contents" data-island="([^"]+)" data-island-props="([^"]*)"(?: data-island-[a-z-]+="[^"]*")* data-island-slot="([^"]+)">/g,
      ),
    ];
    const names = wrappers.map(([, name]) => name);
    expect(names.sort()).toEqual(
      [
        'booking',
        'phone-menu',
        'staff-session',
        'staff-session',
        'theme-control',
        'theme-control',
        'toaster',
        'view-menu',
      ].sort(),
    );
    for (const name of names) expect(Object.keys(ISLAND_LOADERS)).toContain(name);
    // Each filled with its own render (none left empty); the booking island holds the plain form.
    for (const wrapper of wrappers) {
      expect(html.slice(wrapper.index + wrapper[0].length)).not.toMatch(/^<\/div>/);
    }
    expect(html).toContain('aria-label="Booking form"');
    expect(html).toContain('data-island-props="{&quot;className&quot;:&quot;w-full&quot;}"');
    // The first render of /book imports its lazy modules: slow on a loaded machine.
  }, 20_000);

  it('when a read fails for want of an answer, then the render fails (the server logs it and serves the shell)', async () => {
    const call: ServerApiCall = async () => {
      throw new Error('connection refused');
    };
    await expect(renderPage({ path: '/contact', search: '', call, year: 2027 })).rejects.toThrow(
      'connection refused',
    );
  });

  it('when a manage link opens no booking, or the page is the sign-in form, then the browser renders it', async () => {
    const token = 'a'.repeat(24);
    expect(
      await renderPage({
        path: `/reservation/${token}`,
        search: '',
        call: callAnswering(),
        year: 2027,
      }),
    ).toBeUndefined();
    const call = callAnswering();
    expect(await renderPage({ path: '/login', search: '', call, year: 2027 })).toBeUndefined();
    expect(call.asked).toEqual([]);
  });
});

describe('page loaders', () => {
  it('when a public page is rendered on the server, then it has loaders (an empty list at least)', async () => {
    const { PUBLIC_PAGES } = await import('./public-pages');
    const { PAGE_LOADERS } = await import('./page-loaders');
    const rendered = PUBLIC_PAGES.filter((page) => !page.browserOnly).map((page) => page.path);
    expect(rendered.filter((path) => !PAGE_LOADERS[path])).toEqual([]);
  });
});
