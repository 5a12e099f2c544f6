import { z } from 'zod';

// zod 4 tries `new Function` once to compile faster parsers; the page's CSP forbids eval and
// reports the attempt (e2e/tests/csp.spec.ts). Evaluated before any schema module: see domain-forms.ts.
z.config({ jitless: true });
