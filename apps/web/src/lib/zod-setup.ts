// zod would probe `new Function` once to compile faster parsers; the CSP forbids eval (decision 0022),
// so the probe only costs a CSP violation report. The app parses without it. Imported before any
// module that builds a schema: the probe runs with the first object schema.
import { z } from 'zod';

z.config({ jitless: true });
