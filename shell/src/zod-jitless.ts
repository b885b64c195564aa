// Zod probes `new Function` when it builds its first object schema, to choose its fast path; under
// the site's CSP (no 'unsafe-eval') that probe is reported as a violation. jitless skips it. Imported
// first by the entry (index.ts), so it runs before any schema is built.
// Zod reads its config from `globalThis.__zod_globalConfig` (creating it only when absent) and every
// bundle's copy shares it, so the flag is set there directly: importing zod's `config()` for this
// would put zod's core into main.js (docs/decisions/performance.md). The object is mutated, never replaced, in case a zod
// copy already holds it.
type ZodGlobalConfig = { jitless?: boolean };
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
