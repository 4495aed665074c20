import type { ContactSettingsDto } from '@shared/contracts/site-settings';

/**
 * How long a process may serve contact facts it read earlier: a bound for the rare save whose
 * change notice never arrived (the listening connection was down), not the usual way they go.
 */
export const CONTACT_CACHE_MS = 60_000;

/**
 * The contact settings pages read on every request (the home page's structured data), read at
 * most once a minute; a save in any process calls `invalidate` in every process (a change
 * notice), so everyone sees the edit at once.
 */
export function contactFacts(read: () => Promise<ContactSettingsDto>) {
  let cached: { at: number; value: Promise<ContactSettingsDto> } | undefined;
  return {
    get(): Promise<ContactSettingsDto> {
      if (!cached || Date.now() - cached.at > CONTACT_CACHE_MS) {
        const value = read();
        cached = { at: Date.now(), value };
        value.catch(() => (cached = undefined));
      }
      return cached.value;
    },
    invalidate(): void {
      cached = undefined;
    },
  };
}

export type ContactFacts = ReturnType<typeof contactFacts>;
