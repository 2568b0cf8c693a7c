// Bundled in place of `zod` in the workers (wrangler.toml [alias]): classic zod as
// node_modules/zod/index.js exports it, without `z.locales`. `import { z } from 'zod'` is a
// namespace object, so the bundler cannot drop what it holds: with `locales` in it every one
// of zod's 40 translations (about 400 KB) ships although the workers only use the English
// messages, which zod registers itself (v4/classic/schemas.js). Types still come from zod.
import * as z from './zod-classic-external.js';
export * from './zod-classic-external.js';
export { z, z as default };
