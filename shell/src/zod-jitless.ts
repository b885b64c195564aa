import { config } from 'zod/v4/core';

// Zod probes `new Function` when it builds its first object schema, to choose its fast path; under
// the site's CSP (no 'unsafe-eval') that probe is reported as a violation. jitless skips it. Imported
// first by the entry (index.ts), so it runs before any schema is built; zod keeps this config on globalThis,
// so it holds for every bundle.
config({ jitless: true });
