import { describe, expect, it, vi } from 'vitest';
import type { ReservationDto } from '@shared/contracts/reservation';
import type { SsrPageData } from '../../client/src/app/ssr-contract';
import { loadConfig } from '../config';
import { notFound } from '../lib/app-error';
import { createLogger, type Logger } from '../lib/logger';
import { isPrivatePage, rendersOnServer, serverRender } from './server-render';

const DATA = { year: 2026 } as SsrPageData;

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
    expect(isPrivatePage('/book')).toBe(false);
    expect(isPrivatePage('/no-such-page')).toBe(false);
  });
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

  const TOKEN = 'a'.repeat(12) + '0123456789abcdef';
  const BOOKING = { id: 7, name: 'Asha Rao' } as ReservationDto;

  it('when a manage page with a known token is asked for, then it renders with that booking', async () => {
    const readBooking = vi.fn(async () => BOOKING);
    const render = serverRender({
      load:
        async () =>
        async ({ managedBooking }) => ({
          html: `${managedBooking?.token} ${managedBooking?.booking.name}`,
          state: {},
        }),
      readData: async () => DATA,
      readBooking,
      logger,
    });
    expect(await render({ path: `/reservation/${TOKEN}`, search: '' })).toEqual({
      html: `${TOKEN} Asha Rao`,
      state: {},
    });
    expect(readBooking).toHaveBeenCalledWith(TOKEN);
  });

  it('when a manage token is malformed or opens no booking, then the shell is served', async () => {
    const readBooking = vi.fn(() => Promise.reject(notFound('This booking link is not valid.')));
    const renderPage = vi.fn(async () => ({ html: 'page', state: {} }));
    const render = serverRender({
      load: async () => renderPage,
      readData: async () => DATA,
      readBooking,
      logger,
    });
    expect(await render({ path: '/reservation/abc', search: '' })).toBeUndefined();
    expect(readBooking).not.toHaveBeenCalled();
    expect(await render({ path: `/reservation/${TOKEN}`, search: '' })).toBeUndefined();
    expect(renderPage).not.toHaveBeenCalled();
  });

  it('when reading a booking fails, then the shell is served and the token is not logged', async () => {
    const lines: string[] = [];
    const render = serverRender({
      load: async () => async () => ({ html: 'page', state: {} }),
      readData: async () => DATA,
      readBooking: () => Promise.reject(new Error('connection refused')),
      logger: { error: (obj: unknown) => lines.push(JSON.stringify(obj)) } as unknown as Logger,
    });
    expect(await render({ path: `/reservation/${TOKEN}`, search: '' })).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('/reservation/[token]');
    expect(lines[0]).not.toContain(TOKEN);
  });
});
