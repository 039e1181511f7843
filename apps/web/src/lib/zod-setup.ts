// zod as this app's build gives it to every module that imports 'zod' (vite.config.ts aliases it here):
// configured before any schema is built. zod would probe `new Function` once, as the first object
// schema is built, to compile faster parsers; the CSP forbids eval (decision 0022), so the probe only
// costs a CSP violation report. The app parses without it. Being zod's own entry here, the setting
// comes with zod wherever zod is first needed, a page's chunk as well as another, and the start, which
// holds no schema, loads neither (decision 0034).
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
