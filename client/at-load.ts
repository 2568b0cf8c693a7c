import { cartCountAtLoad, memberMenuAtLoad } from '../src/member/header-at-load';
import type { IslandName } from './islands';

/**
 * React-free work an island needs done at load although the island itself waits for the
 * shopper (`interaction`), e.g. the member plumbing of spec 6 behind the header's MemberMenu.
 * The entry runs an island's task when it finds the island's marker, with the island's raw props
 * (JSON, not yet checked by its schema: read defensively). A task answering 'hydrate' has the
 * island hydrate at once, because its server HTML is out of date for this shopper.
 *
 * Tasks ship in the entry (the header is on every page, and a separate request would cost more
 * than the bytes), so they must stay tiny and must never import React.
 */
export type AtLoadTask = (props: unknown) => 'hydrate' | undefined;

export const atLoad: Partial<Record<IslandName, AtLoadTask>> = {
  MemberMenu: memberMenuAtLoad,
  CartCount: cartCountAtLoad,
};

export function atLoadTaskFor(name: string): AtLoadTask | undefined {
  return Object.hasOwn(atLoad, name) ? atLoad[name as IslandName] : undefined;
}
