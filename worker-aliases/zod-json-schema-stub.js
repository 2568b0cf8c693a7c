// JSON Schema output is not in the workers' zod (scripts/zod-worker-copy.mjs): the few names the
// classic modules import from it, each failing loudly if a worker ever asks for JSON Schema.
export function absent() {
  throw new Error('zod JSON Schema output is not bundled into the workers (scripts/zod-worker-copy.mjs)');
}
export const createStandardJSONSchemaMethod = () => absent;
export const createToJSONSchemaMethod = () => absent;
export const toJSONSchema = absent;
