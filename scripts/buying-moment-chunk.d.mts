/** What Rolldown's chunking context offers a group's `name` function, as far as this one reads it. */
export interface ChunkGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean } | null;
}
export const CAPTURED_ISLANDS: string[];
export const BUY_ROOTS: string[];
export const BUY_CHUNK: string;
export const OUTSIDE: string[];
export const BUY_ALSO: string[];
export function buyingMomentChunk(root: string): (id: string, ctx: ChunkGraph) => string | null;
