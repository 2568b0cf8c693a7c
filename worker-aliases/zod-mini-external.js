// node_modules/zod/v4/mini/external.js (zod 4.6.7) without its locales line; see zod.js.
// (no `core`: see zod.js)
export * from "../node_modules/zod/v4/mini/parse.js";
export * from "../node_modules/zod/v4/mini/schemas.js";
export * from "../node_modules/zod/v4/mini/checks.js";
export { deepPartial } from "../node_modules/zod/v4/mini/deep-partial.js";
export { input, output } from "../node_modules/zod/v4/mini/in-out.js";
export { globalRegistry, registry, config, memoizer, $output, $input, $brand, clone, regexes, treeifyError, prettifyError, formatError, flattenError, TimePrecision, util, NEVER, toZod, getDiscriminatedOption, } from "../node_modules/zod/v4/core/index.js";
// JSON Schema output is not in the workers (scripts/zod-worker-copy.mjs).
export { toJSONSchema } from "./zod-json-schema-stub.js";
/** A special constant with type `never` */
// export const NEVER = {} as never;
// iso
export * as iso from "../node_modules/zod/v4/mini/iso.js";
export { ZodMiniISODateTime, ZodMiniISODate, ZodMiniISOTime, ZodMiniISODuration, } from "../node_modules/zod/v4/mini/iso.js";
// coerce
export * as coerce from "../node_modules/zod/v4/mini/coerce.js";
