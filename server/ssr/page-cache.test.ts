import { describe, expect, it, vi } from 'vitest';
import { pageCache } from './page-cache';

describe('pageCache', () => {
  it('when a page is asked for twice within its lifetime, then it is produced once', async () => {
    let now = 0;
    const cache = pageCache<string>({ ttlMs: 30_000, now: () => now });
    const produce = vi.fn(async () => 'page');

    expect(await cache.get('/', produce)).toBe('page');
    now = 29_999;
    expect(await cache.get('/', produce)).toBe('page');
    expect(produce).toHaveBeenCalledTimes(1);

    now = 30_000;
    await cache.get('/', produce);
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('when requests arrive while a page is being produced, then they share that production', async () => {
    const cache = pageCache<string>();
    let finish: (v: string) => void = () => {};
    const produce = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));

    const both = Promise.all([cache.get('/book', produce), cache.get('/book', produce)]);
    finish('book');

    expect(await both).toEqual(['book', 'book']);
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it('when invalidated, then every page is produced again, and a production begun before does not come back', async () => {
    const cache = pageCache<string>();
    let finish: (v: string) => void = () => {};
    const stale = cache.get('/', () => new Promise<string>((resolve) => (finish = resolve)));
    await cache.get('/contact', async () => 'contact');

    cache.invalidate();
    finish('old');
    expect(await stale).toBe('old');

    expect(await cache.get('/', async () => 'new')).toBe('new');
    expect(await cache.get('/contact', async () => 'contact, edited')).toBe('contact, edited');
  });

  it('when nothing is produced or production fails, then nothing is kept', async () => {
    const cache = pageCache<string>();
    expect(await cache.get('/staff', async () => undefined)).toBeUndefined();
    await expect(cache.get('/', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    await Promise.resolve();
    expect(cache.size).toBe(0);
    expect(await cache.get('/', async () => 'page')).toBe('page');
  });

  it('when more pages than the bound are kept, then the least recently used goes first', async () => {
    const cache = pageCache<string>({ maxEntries: 2 });
    const produce = vi.fn(async () => 'page');
    await cache.get('/a', produce);
    await cache.get('/b', produce);
    await cache.get('/a', produce);
    await cache.get('/c', produce);
    expect(cache.size).toBe(2);
    expect(produce).toHaveBeenCalledTimes(3);

    await cache.get('/a', produce);
    expect(produce).toHaveBeenCalledTimes(3);
    await cache.get('/b', produce);
    expect(produce).toHaveBeenCalledTimes(4);
  });
});
