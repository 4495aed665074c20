import { describe, expect, it, vi } from 'vitest';
import type { SsrPageData } from '../../client/src/app/ssr-contract';
import { loadConfig } from '../config';
import { createLogger } from '../lib/logger';
import { rendersOnServer, serverRender } from './server-render';

const DATA = { year: 2026 } as SsrPageData;

describe('the SSR flag', () => {
  it('when SSR is unset, then pages are not rendered on the server', () => {
    expect(loadConfig({}, '/srv/app').ssr).toBe(false);
  });

  it('when SSR=on, then they are; anything but on or off is refused', () => {
    expect(loadConfig({ SSR: 'on' }, '/srv/app').ssr).toBe(true);
    expect(() => loadConfig({ SSR: 'yes' }, '/srv/app')).toThrow(/SSR must be 'on' or 'off'/);
  });
});

describe('rendersOnServer', () => {
  it.each(['/', '/book', '/corporate', '/contact', '/no-such-page'])(
    'when %s is asked for, then the server renders it',
    (path) => expect(rendersOnServer(path)).toBe(true),
  );

  it.each(['/staff', '/staff/menu', '/staff/unknown', '/login', '/reservation/abc'])(
    'when %s is asked for, then the browser alone renders it',
    (path) => expect(rendersOnServer(path)).toBe(false),
  );
});

describe('serverRender', () => {
  const logger = createLogger('silent');

  it('when a public page is asked for, then it renders with the data read for this request', async () => {
    const readData = vi.fn(async () => DATA);
    const render = serverRender({
      load:
        async () =>
        async ({ path, data }) => ({ html: `${path} ${data.year}`, state: {} }),
      readData,
      logger,
    });
    expect(await render({ path: '/contact', search: '' })).toEqual({
      html: '/contact 2026',
      state: {},
    });
    expect(await render({ path: '/staff', search: '' })).toBeUndefined();
    expect(readData).toHaveBeenCalledTimes(1);
  });

  it('when the renderer cannot be loaded or a page fails, then the shell is served', async () => {
    const missing = serverRender({
      load: () => Promise.reject(new Error('no build')),
      readData: async () => DATA,
      logger,
    });
    expect(await missing({ path: '/', search: '' })).toBeUndefined();

    const failing = serverRender({
      load: async () => () => Promise.reject(new Error('render failed')),
      readData: async () => DATA,
      logger,
    });
    expect(await failing({ path: '/', search: '' })).toBeUndefined();
  });
});
