import type { ComponentType } from 'react';
import type { HydrateWhen } from '../ui/island-attrs';

/**
 * What one island declares, once (src/islands/registry.ts): its module (component and props
 * schema, loaded lazily), when it hydrates, and any work that must run at load without React.
 * Types only and one tiny helper: the browser entry imports the registry, so nothing here may
 * pull in React or an island's code.
 */

/**
 * The part of a zod/mini schema the hydrator uses; the schema itself stays in the island chunk.
 * A structural guard (./props-guard.ts) has the same shape, for islands checked on the server.
 */
export interface PropsSchema<P = unknown> {
  safeParse(data: unknown): { success: true; data: P } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** An island module (`src/<feature>/islands/Name.tsx`): the component and its props schema. */
export interface IslandModule<P = never> {
  default: ComponentType<P>;
  propsSchema: PropsSchema<unknown>;
}

/**
 * React-free work an island needs done at load although the island itself waits for the shopper,
 * e.g. the member plumbing of spec 6 behind the header's MemberMenu. It gets the island's raw
 * props (JSON not yet checked by the schema: read defensively). Answering 'hydrate' has the island
 * hydrate at once, because its server HTML is out of date for this shopper. Tasks ship in the
 * entry chunk: keep them tiny and never import React.
 */
export type AtLoadTask = (props: unknown) => 'hydrate' | undefined;

export interface IslandEntry<M extends IslandModule = IslandModule> {
  /** The island's module, imported lazily: its own chunk (scripts/build.mjs finds it by this path). */
  load: () => Promise<M>;
  /** When it hydrates unless the page says otherwise (src/ui/island-attrs.ts). */
  hydrate: HydrateWhen;
  atLoad?: AtLoadTask;
  /**
   * For `interaction` islands at the buying moment (구매하기, 좋아요): their code and React are
   * fetched (modulepreload, no evaluation) once the page has loaded and the browser is idle, so
   * the first tap waits for no download (issue 32 §3).
   */
  warm?: boolean;
  /**
   * Hydrates at the shopper's first activity anywhere on the page (a scroll, a key, the pointer
   * moving) when in view, else when it comes into view; every other `interaction` island waits
   * for intent on itself (issue 32 §3: the first tap loads only what it needs). For the islands
   * of the buying moment (their code is already fetched when idle: `warm`) and the listing grid
   * (Back or Forward must redraw it).
   */
  onActivity?: boolean;
  /**
   * Hydrates once the page has loaded and the browser is idle, whether or not the shopper has
   * acted, in steps that each fit an idle moment (client/entry.tsx `hydrateWhenIdle`): its first
   * tap must answer within 100 ms on a slow phone, which hydrating at the tap cannot do (issue 32
   * §3). PurchasePanel only: the item page's one island a shopper is there to press.
   */
  idle?: boolean;
}

/** One registry entry; `interaction` unless said otherwise. */
export function island<M extends IslandModule>(
  load: () => Promise<M>,
  options: { hydrate?: HydrateWhen; atLoad?: AtLoadTask; warm?: boolean; onActivity?: boolean; idle?: boolean } = {},
): IslandEntry<M> {
  return {
    load,
    hydrate: options.hydrate ?? 'interaction',
    ...(options.atLoad ? { atLoad: options.atLoad } : {}),
    ...(options.warm ? { warm: true } : {}),
    ...(options.onActivity ? { onActivity: true } : {}),
    ...(options.idle ? { idle: true } : {}),
  };
}
