// Runs in the browser before the app's own code. Zod compiles its object parsers with `new Function` unless told not
// to, and the pages' Content-Security-Policy has no 'unsafe-eval' (docs/security-headers.md): even zod's probe for it
// is reported as a violation. Zod reads this shared setting (what `z.config` writes) when it loads, so it is set here
// without loading zod on pages that do not use it.
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
