import { useContext, type ReactNode } from 'react';
import { preloadModule } from 'react-dom';
import { islands, type IslandName, type IslandProps } from '../islands/registry';
import { IslandChunks } from './island-chunks';
import { InsideCachedFragment, FragmentCacheContext, type FragmentHints } from './fragment-cache';
import { ISLAND_ATTR, ISLAND_HYDRATE_ATTR, ISLAND_ID_ATTR, ISLAND_PROPS_ATTR, ISLAND_WARM_ATTR, type HydrateWhen } from './island-attrs';
import { serializeProps } from './serialize-props';
import { checkIslandProps } from '../islands/server-props';

export interface IslandMarkerProps<N extends IslandName> {
  /** The registry key in src/islands/registry.ts. */
  name: N;
  /** Unique on the page; also the island's own id source (no `useId` in islands). */
  id: string;
  /**
   * Exactly the props `children` was rendered with; checked by the island's schema in the
   * browser, and here first for islands the browser checks with a guard (src/islands/server-props.ts).
   */
  props: IslandProps<N>;
  /** The island component server-rendered with `props`. */
  children: ReactNode;
  /** Layout classes for the container (the island itself cannot style its own root). */
  className?: string;
  /** When the island hydrates; defaults to its registry entry's mode (src/islands/registry.ts). */
  hydrate?: HydrateWhen;
  /**
   * Cache the island's server HTML and props text with a shared upstream answer (src/ui/fragment-cache.tsx):
   * for props that are `of`'s own fields plus what `variant` spells out (the rest of the props
   * as JSON, say). An island draws from its props alone (hydration depends on it), so the cached
   * copy is what drawing it again would give. `variant` comes from a named `…FragmentKey` function. `hints`: the head hints its HTML asks for (an
   * eager image's preload), asked for here on every render (src/ui/fragment-cache.tsx, `FragmentHints`).
   */
  cached?: { of: object; variant: string; hints?: FragmentHints };
}

/**
 * Server side of ARCHITECTURE rule 5: the island's HTML inside a marker element, its props as
 * escaped JSON in a sibling script, never inside the container React hydrates (React would
 * otherwise find an unexpected node there). The marker always says when to hydrate.
 *
 * An island that hydrates at load asks React for modulepreload hints of the hydrator (React) and
 * its own chunks; React puts them in the head (or before the streamed part the island is in), each
 * once per page. Islands that wait for the shopper preload nothing before the page has loaded:
 * their code and React must not compete with it (the item page's JS budget); a `warm` one names
 * its chunks for the entry to fetch once the page is idle.
 *
 *   <Island name="ImageCarousel" id="gallery" props={p}><ImageCarousel {...p} /></Island>
 */
export function Island<N extends IslandName>({ name, id, props, children, className, hydrate, cached }: IslandMarkerProps<N>) {
  // The fragment cache is shared by every shopper: an island's props are the request's (login return, member
  // state), and its preload hints would not be asked for again when the cached copy is written out.
  if (useContext(InsideCachedFragment)) throw new Error(`island ${name} (${id}) inside the fragment cache: keep only the parts around it (src/ui/fragment-cache.tsx)`);
  const mode = hydrate ?? islands[name].hydrate;
  const chunks = useContext(IslandChunks);
  if (mode === 'load' && chunks) {
    for (const href of [...chunks.hydrator, ...(chunks.islands[name] ?? [])]) preloadModule(href, { as: 'script' });
  }
  // A warm island names its code for the entry to fetch when the page is idle (src/islands/define.ts).
  const warm = mode === 'interaction' && islands[name].warm && chunks ? { [ISLAND_WARM_ATTR]: [...chunks.hydrator, ...(chunks.islands[name] ?? [])].join(' ') } : {};
  const marker = { [ISLAND_ATTR]: name, [ISLAND_ID_ATTR]: id, [ISLAND_HYDRATE_ATTR]: mode, ...warm };
  const propsScript = { [ISLAND_PROPS_ATTR]: id };
  const store = useContext(FragmentCacheContext);
  cached?.hints?.();
  const key = cached ? `island:${name}#${id}|${cached.variant}` : '';
  const part = cached && store ? store.get(cached.of, key) : null;
  if (part?.props != null) {
    return (
      <>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML this worker rendered from React earlier (fragment-cache), cached for reuse. */}
        <div {...marker} className={className} dangerouslySetInnerHTML={{ __html: part.html }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: props serialised by serializeProps, JSON escaped for a script element. */}
        <script type="application/json" {...propsScript} dangerouslySetInnerHTML={{ __html: part.props }} />
      </>
    );
  }
  // Islands whose browser check is a guard have their props checked in full here (src/islands/server-props.ts).
  const checked = checkIslandProps(name, props);
  if (!checked.ok) {
    // A server bug, not the shopper's: the island stays server HTML (no props, so the browser never hydrates it).
    console.error(`[island ${name}] invalid-props (server): ${checked.summary}`);
    return (
      <div {...marker} className={className}>
        {children}
      </div>
    );
  }
  const json = serializeProps(checked.value);
  // biome-ignore lint/complexity/noUselessFragments: keep() stores an element; the fragment makes one of any children (a ReactNode).
  if (cached && store) store.keep(cached.of, key, <>{children}</>, { props: json, hints: cached.hints });
  return (
    <>
      <div {...marker} className={className}>
        {children}
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: props serialised by serializeProps, JSON escaped for a script element. */}
      <script type="application/json" {...propsScript} dangerouslySetInnerHTML={{ __html: json }} />
    </>
  );
}
