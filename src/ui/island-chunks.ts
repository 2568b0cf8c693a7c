import { createContext } from 'react';

/**
 * The client build's chunk lists (dist/client/asset-manifest.json), given to the server render so
 * that an island which hydrates at load can ask for its own modulepreload hints
 * (src/ui/Island.tsx): no page lists its islands; the hints follow the islands actually rendered.
 * Without a provider (no build, unit tests) nothing is preloaded.
 */
export interface IslandChunkMap {
  /** The hydrator's chunk and its static imports (React, ReactDOM). */
  hydrator: readonly string[];
  /** Per island: its chunk first, then the chunks it imports statically that `hydrator` does not list. */
  islands: Readonly<Record<string, readonly string[]>>;
}

export const IslandChunks = createContext<IslandChunkMap | null>(null);
