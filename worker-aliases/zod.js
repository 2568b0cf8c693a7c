// Bundled in place of `zod` in the workers (wrangler.toml [alias]): classic zod as
// node_modules/zod/index.js exports it, without `z.locales`. `import { z } from 'zod'` is a
// namespace object, so the bundler cannot drop what it holds: with `locales` in it every one
// of zod's 40 translations (about 400 KB) ships although the workers only use the English
// messages, which zod registers itself (v4/classic/schemas.js). Types still come from zod.
// Left out for the same reason (scripts/worker-aliases.test.ts lists them): `z.core` (the
// whole core namespace, which kept every core module alive), the compiler (`z.compile` and its
// helpers, 31 KB; it builds code with `new Function`, which Workers refuse) and
// `z.fromJSONSchema` (12 KB). Classic schemas still reach the core parts they use directly.
// JSON Schema output (`toJSONSchema`, 21 KB) is cut from the classic modules themselves: they
// come from the copy scripts/zod-worker-copy.mjs writes, whose `toJSONSchema` throws.
import * as z from './zod-classic-external.js';
export * from './zod-classic-external.js';
export { z, z as default };
