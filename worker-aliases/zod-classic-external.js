// node_modules/zod/v4/classic/external.js (zod 4.6.7) without its locales line; see zod.js.
// (no `core`: see zod.js). The classic modules are the workers' copy without JSON Schema output
// (scripts/zod-worker-copy.mjs writes generated/zod-classic/ on every build).
export * from "./generated/zod-classic/schemas.js";
export * from "./generated/zod-classic/checks.js";
export * from "./generated/zod-classic/errors.js";
export * from "./generated/zod-classic/parse.js";
export * from "./generated/zod-classic/compat.js";
export { globalRegistry, registry, config, memoizer, $output, $input, $brand, clone, regexes, treeifyError, prettifyError, formatError, flattenError, TimePrecision, util, NEVER, toZod, getDiscriminatedOption, } from "../node_modules/zod/v4/core/index.js";
export { toJSONSchema } from "./zod-json-schema-stub.js";
export { deepPartial } from "./generated/zod-classic/deep-partial.js";
// Types and values both, from one module — re-exporting the types from core would collide.
export { input, output } from "./generated/zod-classic/in-out.js";
// iso must be exported from top-level https://github.com/colinhacks/zod/issues/4491
export { ZodISODateTime, ZodISODate, ZodISOTime, ZodISODuration } from "./generated/zod-classic/iso.js";
export * as iso from "./generated/zod-classic/iso.js";
export * as coerce from "./generated/zod-classic/coerce.js";
