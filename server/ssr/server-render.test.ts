import { describe, expect, it, vi } from 'vitest';
import type { RenderPage, ServerApiCall } from '../../client/src/app/ssr-contract';
import { loadConfig } from '../config';
import { createLogger, type Logger } from '../lib/logger';
import { isPrivatePage, rendersOnServer, serverRender } from './server-render';

describe('the SSR flag', () => {
  it('when SSR is unset, then public pages are rendered on the server', () => {
    expect(loadConfig({}, '/srv/app').ssr).toBe(true);
  });

  it('when SSR=off, then they are not; anything but on or off is refused', () => {
    expect(loadConfig({ SSR: 'off' }, '/srv/app').ssr).toBe(false);
    expect(loadConfig({ SSR: 'on' }, '/srv/app').ssr).toBe(true);
    expect(() => loadConfig({ SSR: 'yes' }, '/srv/app')).toThrow(/SSR must be 'on' or 'off'/);
  });
});

describe('rendersOnServer', () => {
  it.each(['/', '/book', '/corporate', '/contact', '/no-such-page', '/reservation/abc'])(
    'when %s is asked for, then the server renders it',
    (path) => expect(rendersOnServer(path)).toBe(true),
  );

  it.each(['/staff', '/staff/menu', '/staff/unknown', '/login'])(
    'when %s is asked for, then the browser alone renders it',
    (path) => expect(rendersOnServer(path)).toBe(false),
  );
});

describe('isPrivatePage', () => {
  it('when the guest manage page is asked for, then it is private; a public page is not', () => {
    expect(isPrivatePage('/reservation/abc')).toBe(true);
    expect(isPrivatePage('/order/abc')).toBe(true);
    expect(isPrivatePage('/book')).toBe(false);
    expect(isPrivatePage('/no-such-page')).toBe(false);
  });
});

describe('serverRender', () => {
  const logger = createLogger('silent');
  const call: ServerApiCall = async () => ({ ok: true, body: null });
  // New Year's Eve, 20:00 UTC: already 2027 in the restaurant's zone (UTC+5:30).
  const clock = { now: () => new Date('2026-12-31T20:00:00Z'), timeZone: 'Asia/Kolkata' };

  it("when a public page is asked for, then it renders with the API reads and the restaurant clock's year", async () => {
    const renderPage = vi.fn<RenderPage>(async ({ path, search, year }) => ({
      html: `${path}?${search} ${year}`,
      state: {},
    }));
    const render = serverRender({ load: async () => renderPage, call, clock, logger });
    expect(await render({ path: '/contact', search: 'a=1' })).toEqual({
      html: '/contact?a=1 2027',
      state: {},
    });
    expect(renderPage.mock.calls[0]![0].call).toBe(call);
    expect(await render({ path: '/staff', search: '' })).toBeUndefined();
    expect(await render({ path: '/login', search: '' })).toBeUndefined();
    expect(renderPage).toHaveBeenCalledTimes(1);
  });

  it('when the renderer leaves a page to the browser, then the shell is served', async () => {
    const render = serverRender({ load: async () => async () => undefined, call, clock, logger });
    expect(await render({ path: '/reservation/abc', search: '' })).toBeUndefined();
  });

  it('when the renderer cannot be loaded or a page fails, then the shell is served', async () => {
    const missing = serverRender({
      load: () => Promise.reject(new Error('no build')),
      call,
      clock,
      logger,
    });
    expect(await missing({ path: '/', search: '' })).toBeUndefined();

    const failing = serverRender({
      load: async () => () => Promise.reject(new Error('render failed')),
      call,
      clock,
      logger,
    });
    expect(await failing({ path: '/', search: '' })).toBeUndefined();
  });

  const TOKEN = 'a'.repeat(12) + '0123456789abcdef';

  it('when a manage page fails to render, then the shell is served and the token is not logged', async () => {
    const lines: string[] = [];
    const render = serverRender({
      load: async () => () => Promise.reject(new Error('connection refused')),
      call,
      clock,
      logger: { error: (obj: unknown) => lines.push(JSON.stringify(obj)) } as unknown as Logger,
    });
    expect(await render({ path: `/reservation/${TOKEN}`, search: '' })).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('/reservation/[token]');
    expect(lines[0]).not.toContain(TOKEN);
  });
});
