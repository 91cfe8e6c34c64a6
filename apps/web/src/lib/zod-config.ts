import { config } from 'zod';

// The portal's CSP has no 'unsafe-eval'. On its first object parse zod probes `new Function` for a
// compiled fast path; the browser refuses it and reports a securitypolicyviolation even though zod catches
// the refusal. jitless: zod parses without that path, so nothing is probed.
config({ jitless: true });
