// Bundled in place of `zod/mini` in the workers (wrangler.toml [alias]), for the same reason
// as zod.js: `import { z } from 'zod/mini'` would otherwise carry every zod locale.
import * as z from './zod-mini-external.js';
export * from './zod-mini-external.js';
export { z };
