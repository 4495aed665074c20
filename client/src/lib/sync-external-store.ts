// Stands in for the 'use-sync-external-store' shim that wouter imports (see vite.config.ts): the
// shim exists for React before 18, and React has had the hook itself since, so the first load
// carries neither the copy nor another file to fetch.
export { useSyncExternalStore } from 'react';
