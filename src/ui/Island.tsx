import type { ReactNode } from 'react';
import type { IslandName, IslandProps } from '../../client/islands';
import { hydrateWhenFor } from './hydrate-when';
import { ISLAND_ATTR, ISLAND_HYDRATE_ATTR, ISLAND_ID_ATTR, ISLAND_PROPS_ATTR, type HydrateWhen } from './island-attrs';
import { serializeProps } from './serialize-props';

export interface IslandMarkerProps<N extends IslandName> {
  /** The registry key in client/islands.ts. */
  name: N;
  /** Unique on the page; also the island's own id source (no `useId` in islands). */
  id: string;
  /** Exactly the props `children` was rendered with; checked by the island's schema in the browser. */
  props: IslandProps<N>;
  /** The island component server-rendered with `props`. */
  children: ReactNode;
  /** Layout classes for the container (the island itself cannot style its own root). */
  className?: string;
  /**
   * When the island hydrates (src/ui/island-attrs.ts); defaults to the island's own mode
   * (src/ui/hydrate-when.ts: `interaction` for most). `visible` for islands below the fold.
   */
  hydrate?: HydrateWhen;
}

/**
 * Server side of ARCHITECTURE rule 5: the island's HTML inside a marker element, its props as
 * escaped JSON in a sibling script, never inside the container React hydrates (React would
 * otherwise find an unexpected node there). The marker always says when to hydrate.
 *
 *   <Island name="ImageCarousel" id="gallery" props={p}><ImageCarousel {...p} /></Island>
 */
export function Island<N extends IslandName>({ name, id, props, children, className, hydrate }: IslandMarkerProps<N>) {
  const marker = { [ISLAND_ATTR]: name, [ISLAND_ID_ATTR]: id, [ISLAND_HYDRATE_ATTR]: hydrate ?? hydrateWhenFor(name) };
  const propsScript = { [ISLAND_PROPS_ATTR]: id };
  return (
    <>
      <div {...marker} className={className}>
        {children}
      </div>
      <script type="application/json" {...propsScript} dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
    </>
  );
}
