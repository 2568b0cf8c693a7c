/**
 * An island asks for another to come alive now (client/entry.tsx listens): the header's cart badge
 * waits for intent on itself (issue 32 §3), yet an add to cart on the item page must show in it at
 * once. A DOM event, so src/ never imports the client runtime; a page without the runtime (tests,
 * the server) simply has no listener.
 */
export const WAKE_ISLAND_EVENT = 'storefront:wake-island';

export function wakeIsland(name: string): void {
  if (typeof document === 'undefined') return;
  document.dispatchEvent(new CustomEvent<string>(WAKE_ISLAND_EVENT, { detail: name }));
}
