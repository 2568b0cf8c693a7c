/**
 * The island registry: island name → lazily imported module (ARCHITECTURE rule 5).
 *
 * Adding an island is one line in `islands` below:
 *
 *     OptionSelector: () => import('../src/product/islands/OptionSelector'),
 *
 * Rules for the module (`src/<feature>/islands/Name.tsx`):
 * - the key is the file's base name: `scripts/build.mjs` finds each island's built chunk by it
 *   (and fails the build when a key and its file disagree);
 * - it exports `default` (the component) and `propsSchema`, a `zod/mini` schema (never full
 *   `zod`: this code ships to the browser) whose output is the component's props;
 * - props are plain JSON (strings, numbers, booleans, arrays, objects): the server serialises
 *   them into the page; dates and prices arrive already formatted (rule 6);
 * - ids come from props, never `useId`: an island hydrates as its own root, so React's
 *   tree-position ids would differ from the server's.
 * On the server, pages render `<Island name="Name" id="..." props={p}><Name {...p} /></Island>`
 * (src/ui/Island.tsx); the browser hydrates it from here (client/entry.tsx).
 *
 * When it hydrates: on interaction by default (src/ui/island-attrs.ts, src/ui/hydrate-when.ts),
 * so an island must look and behave right from its server HTML until then:
 * - its first render must match the server's exactly, and state the shopper may have changed in
 *   the DOM before hydration (text typed, focus, a carousel swiped) is read back in a
 *   `useLayoutEffect` on mount, so a replayed tap already sees it;
 * - a click or submit before hydration is held and replayed once it is live (client/replay.ts),
 *   but links are not held: an island that handles its own link clicks must hydrate at load;
 * - an event from another island may come before it is live: keep what it carries where the
 *   island can read it on mount (e.g. src/member/cart-updates.ts);
 * - work that must run at load without React belongs in client/at-load.ts.
 */
import type { ComponentType } from 'react';

/** The part of a zod/mini schema the hydrator uses; the schema itself stays in the island chunk. */
export interface PropsSchema<P = unknown> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: P }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

export interface IslandModule<P = never> {
  default: ComponentType<P>;
  propsSchema: PropsSchema<unknown>;
}

export type IslandLoader = () => Promise<IslandModule>;

export const islands = {
  ImageCarousel: () => import('../src/ui/islands/ImageCarousel'),
  ShareLink: () => import('../src/ui/islands/ShareLink'),
  ProductGallery: () => import('../src/product/islands/ProductGallery'),
  PurchasePanel: () => import('../src/product/islands/PurchasePanel'),
  LikeButton: () => import('../src/product/islands/LikeButton'),
  AdultGate: () => import('../src/identity/islands/AdultGate'),
  CartCount: () => import('../src/member/islands/CartCount'),
  MemberMenu: () => import('../src/member/islands/MemberMenu'),
  LoginForm: () => import('../src/member/islands/LoginForm'),
  QnaAsk: () => import('../src/member/islands/QnaAsk'),
  SearchBar: () => import('../src/navigation/islands/SearchBar'),
  QaLabel: () => import('../src/navigation/islands/QaLabel'),
  AppBanner: () => import('../src/navigation/islands/AppBanner'),
  ProductGrid: () => import('../src/listing/islands/ProductGrid'),
} satisfies Record<string, IslandLoader>;

export type IslandName = keyof typeof islands;

/** The props of the island registered under `N`, as its component declares them. */
export type IslandProps<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]>>['default'] extends ComponentType<
  infer P
>
  ? P
  : never;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islands, name);
}
