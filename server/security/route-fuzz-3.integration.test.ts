import { fuzzRoutes } from './route-fuzz';

// The routes are fuzzed in FUZZ_SHARES files that run side by side; this is share 3.
await fuzzRoutes(2);
