import { fuzzRoutes } from './route-fuzz';

// The routes are fuzzed in FUZZ_SHARES files that run side by side; this is share 2.
await fuzzRoutes(1);
