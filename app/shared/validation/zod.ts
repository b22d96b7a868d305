// zod for the browser's forms. Without `jitless`, zod probes `new Function("")` to see whether it
// may compile fast parsers; our Content-Security-Policy forbids eval, so the probe is reported as a
// CSP violation (and costs Lighthouse's best practices) even though zod catches it. The config must
// run before the first z.object() is built, so every form module imports z from here, never "zod".
// eslint-disable-next-line no-restricted-imports -- the one place that imports zod itself
import { z } from "zod";

z.config({ jitless: true });

export { z };
