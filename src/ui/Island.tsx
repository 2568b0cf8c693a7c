import { useContext, type ReactNode } from 'react';
import { preloadModule } from 'react-dom';
import { islands, type IslandName, type IslandProps } from '../islands/registry';
import { IslandChunks } from './island-chunks';
import { ISLAND_ATTR, ISLAND_HYDRATE_ATTR, ISLAND_ID_ATTR, ISLAND_PROPS_ATTR, type HydrateWhen } from './island-attrs';
import { serializeProps } from './serialize-props';

export interface IslandMarkerProps<N extends IslandName> {
  /** The registry key in src/islands/registry.ts. */
  name: N;
  /** Unique on the page; also the island's own id source (no `useId` in islands). */
  id: string;
  /** Exactly the props `children` was rendered with; checked by the island's schema in the browser. */
  props: IslandProps<N>;
  /** The island component server-rendered with `props`. */
  children: ReactNode;
  /** Layout classes for the container (the island itself cannot style its own root). */
  className?: string;
  /** When the island hydrates; defaults to its registry entry's mode (src/islands/registry.ts). */
  hydrate?: HydrateWhen;
}

/**
 * Server side of ARCHITECTURE rule 5: the island's HTML inside a marker element, its props as
 * escaped JSON in a sibling script, never inside the container React hydrates (React would
 * otherwise find an unexpected node there). The marker always says when to hydrate.
 *
 * An island that hydrates at load asks React for modulepreload hints of the hydrator (React) and
 * its own chunks; React puts them in the head (or before the streamed part the island is in), each
 * once per page. Islands that wait for the shopper preload nothing: their code and React must not
 * load before the shopper acts (the item page's JS budget).
 *
 *   <Island name="ImageCarousel" id="gallery" props={p}><ImageCarousel {...p} /></Island>
 */
export function Island<N extends IslandName>({ name, id, props, children, className, hydrate }: IslandMarkerProps<N>) {
  const mode = hydrate ?? islands[name].hydrate;
  const chunks = useContext(IslandChunks);
  if (mode === 'load' && chunks) {
    for (const href of [...chunks.hydrator, ...(chunks.islands[name] ?? [])]) preloadModule(href, { as: 'script' });
  }
  const marker = { [ISLAND_ATTR]: name, [ISLAND_ID_ATTR]: id, [ISLAND_HYDRATE_ATTR]: mode };
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
