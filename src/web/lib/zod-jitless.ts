// Zod compiles a faster object parser with `new Function` where it may, and the first object
// schema built probes for that; the CSP (`script-src 'self'`, no 'unsafe-eval') refuses the probe
// and the browser reports it as a security-policy issue (Lighthouse's best practices on the
// product page, whose reviews and offers load schemas). The browser's forms parse a few fields:
// the interpreted parser is plenty. Imported first by start.tsx, before any schema is built.
//
// Zod keeps its configuration on this global (zod/v4/core/core.js) and keeps what it finds
// there; setting it directly spares the entry zod's core (3.6 KB) for one flag.
// zod-jitless.test.ts checks that zod reads it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Changed in place: a zod already loaded holds this very object.
(holder.__zod_globalConfig ??= {}).jitless = true;

// A module, imported for its effect alone.
export {};
