import { z } from 'zod';

// Zod probes `new Function('')` to compile faster parsers. The site's Content-Security-Policy
// forbids eval, so in a browser the probe fails (zod then parses without it) but is reported as a
// violation on every page: the interpreted parsers are asked for from the start instead.
z.config({ jitless: true });

export { z };
