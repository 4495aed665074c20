import { config } from 'zod';

// zod compiles fast object parsers with `new Function` unless told not to, and merely probing
// for that is an eval our Content-Security-Policy refuses (Chrome logs it as an issue on every
// page). The browser parses small forms; the interpreted parser is plenty. Imported first by the
// entry, so it runs before any schema is built.
config({ jitless: true });
