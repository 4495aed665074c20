import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CONTACT_SETTINGS } from '@shared/contracts/site-settings-defaults';
import { CONTACT_CACHE_MS, contactFacts } from './contact-facts';

describe('contactFacts', () => {
  afterEach(() => vi.useRealTimers());

  const counted = () => {
    let reads = 0;
    const facts = contactFacts(async () => {
      reads += 1;
      return { ...EMPTY_CONTACT_SETTINGS, address: `read ${reads}` };
    });
    return { facts, reads: () => reads };
  };

  it('when pages ask again within a minute, then the settings are read once; after it, again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2030-01-01T12:00:00Z') });
    const { facts, reads } = counted();
    expect((await facts.get()).address).toBe('read 1');
    vi.setSystemTime(Date.now() + CONTACT_CACHE_MS / 2);
    expect((await facts.get()).address).toBe('read 1');
    vi.setSystemTime(Date.now() + CONTACT_CACHE_MS / 2 + 1000);
    expect((await facts.get()).address).toBe('read 2');
    expect(reads()).toBe(2);
  });

  it('when staff save the settings, then the next page reads them at once', async () => {
    const { facts } = counted();
    expect((await facts.get()).address).toBe('read 1');
    facts.invalidate();
    expect((await facts.get()).address).toBe('read 2');
  });

  it('when a read fails, then the next one tries again instead of keeping the failure', async () => {
    let fail = true;
    const facts = contactFacts(async () => {
      if (fail) throw new Error('database away');
      return EMPTY_CONTACT_SETTINGS;
    });
    await expect(facts.get()).rejects.toThrow('database away');
    fail = false;
    await expect(facts.get()).resolves.toEqual(EMPTY_CONTACT_SETTINGS);
  });
});
