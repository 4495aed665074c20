import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser hydrates the server's markup; true once React owns
 * the page (at once for a page the browser renders itself). A form that is not yet hydrated would
 * drop what a quick visitor typed or chose, so it stays disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
