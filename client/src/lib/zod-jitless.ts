import { config } from 'zod/v4/core';

// The browser's `zod` (vite.config.ts points the bare 'zod' import here, for the browser build
// only). zod compiles fast object parsers with `new Function` unless told not to, and merely
// probing for that is an eval our Content-Security-Policy refuses: Chrome reports it on every
// page that builds a schema. The browser parses small forms; the interpreted parser is plenty.
// Set here, before any module that imports zod builds its first schema, and without putting
// zod into the public entry (only pages with forms load it).
config({ jitless: true });

// 'zod/v4' is what the bare 'zod' re-exports (its classic API), under another name.
export * from 'zod/v4';
export { default } from 'zod/v4';
