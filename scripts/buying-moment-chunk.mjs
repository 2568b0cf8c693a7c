/**
 * The item page's buying moment in one chunk (issue 32 §3: JS after the first tap under 90 KB).
 * The first 구매하기 on /products/1001 loads PurchasePanel, LikeButton, the option sheet and some
 * twenty small modules they share; each its own chunk, they cost ~4.7 KB gzip more than together
 * (gzip restarts per file) and one request each. A Rolldown code-splitting group (vite.config.ts)
 * with this `name` function puts a module in the `buy` chunk
 * reaches it by static imports, when a buying root reaches it and no OUTSIDE root does. Shared
 * small modules (Button, Toast, copy areas) come along: an island elsewhere that uses one (the
 * cart, the account forms, AdultGate) then loads the whole chunk, a trade measured in
 * docs/benchmarks-browsing.md; the pages every shopper sees (header, listing, home) load none of it.
 */

/**
 * Modules an OUTSIDE island reaches on paper but not in its output (tree-shaken there), which
 * Rolldown would then put in PurchasePanel's own chunk: that chunk imports this one, so this one
 * importing it back makes a cycle, and whichever loads first (LikeButton's hydration) reads the
 * other's bindings unset (`propsSchema` undefined). scripts/build.mjs fails on such a cycle.
 */
export const BUY_ALSO = ['rules/options.ts'];

/**
 * Roots that are no island and go into the chunk themselves: the option sheet, which every
 * importer of it (the panel's lazy.ts, its recommendation sheet, AdultGate) already loads this
 * chunk with; in a file of its own it cost the first 구매하기 a request and ~0.2 KB gzip (issue 32
 * §3, kb90).
 */
export const SHEET_ROOTS = ['src/ui/BottomSheet.tsx'];
/**
 * Islands whose own module goes into the chunk too: the panel, whose chunk of its own imported
 * this one and cost the first 구매하기 ~0.75 KB gzip more than one file (gzip restarts per file,
 * and each binding crossing chunks is an export and an import). Rolldown then gives the island no
 * dynamic entry in Vite's manifest: scripts/build.mjs maps it to this chunk. The islands that
 * import the chunk (좋아요, the gallery, share, Q&A, AdultGate) load the panel's 2.3 KB unused;
 * on the item page it comes at idle anyway.
 */
export const CAPTURED_ISLANDS = ['src/product/islands/PurchasePanel.tsx'];
/** The chunk roots whose code the item page's first tap loads: the panel, and the option sheet. */
export const BUY_ROOTS = [...CAPTURED_ISLANDS, ...SHEET_ROOTS];
export const BUY_CHUNK = 'buy';
/**
 * Roots whose modules stay out of the chunk: the entry and the hydrator (every page loads them),
 * the header's islands (every page), the listing's grid and the home's notice popup. A module
 * one of them reaches, in this chunk, would make that page download all of it.
 */
export const OUTSIDE = [
  'client/entry.tsx',
  'client/hydrate.tsx',
  'src/member/islands/CartCount.tsx',
  'src/member/islands/MemberMenu.tsx',
  'src/member/islands/MemberSession.tsx',
  'src/navigation/islands/SearchBar.tsx',
  'src/navigation/islands/AppBanner.tsx',
  'src/listing/islands/ProductGrid.tsx',
  'src/content/islands/NoticePopup.tsx',
];

/**
 * @param {string} root the repository root (absolute, '/' separators)
 * @returns {(id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean } | null }) => string | null}
 */
export function buyingMomentChunk(root) {
  const base = root.replace(/\\/g, '/').replace(/\/?$/, '/');
  const rel = (id) => id.replace(/\\/g, '/').replace(base, '');
  /** @type {Map<string, Set<string>> | null} module → the roots whose static closure holds it */
  let rootsOf = null;
  const closure = (start, ctx) => {
    const seen = new Set([start]);
    const queue = [start];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return seen;
  };
  /** Every module of the build: the entry's imports, static and dynamic, followed to the end. */
  const index = (ctx) => {
    const entry = `${base}client/entry.tsx`;
    const all = new Set([entry]);
    const queue = [...all];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      const info = ctx.getModuleInfo(id);
      for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) {
        if (!all.has(next)) {
          all.add(next);
          queue.push(next);
        }
      }
    }
    const map = new Map();
    for (const id of all) {
      const info = ctx.getModuleInfo(id);
      // The entry is a root whatever `isEntry` says here (chunking sees it false).
      if (!info || !(id === entry || info.isEntry || info.dynamicImporters.length > 0)) continue;
      for (const member of closure(id, ctx)) {
        if (!map.has(member)) map.set(member, new Set());
        map.get(member).add(id);
      }
    }
    return map;
  };
  return (id, ctx) => {
    rootsOf ??= index(ctx);
    const roots = rootsOf.get(id);
    // Other islands keep their chunks. The option sheet is no island: captured, its lazy import
    // (lazy.ts) resolves to this chunk; so does the panel's (the registry's).
    if (SHEET_ROOTS.includes(rel(id)) || CAPTURED_ISLANDS.includes(rel(id))) return BUY_CHUNK;
    if (!roots || BUY_ROOTS.includes(rel(id))) return null;
    const rs = [...roots].map(rel);
    if (BUY_ALSO.includes(rel(id)) && !rs.some((r) => r === OUTSIDE[0] || r === OUTSIDE[1])) return BUY_CHUNK;
    // What the entry, the hydrator or an OUTSIDE island reach stays out.
    if (rs.some((r) => OUTSIDE.includes(r))) return null;
    return rs.some((r) => BUY_ROOTS.includes(r)) ? BUY_CHUNK : null;
  };
}
