/**
 * Speculation Rules for item links (issue 32 §2): a visitor who hovers on an item card (or
 * presses it) has the item page prerendered, so the click shows a page already drawn.
 *
 * Only links marked PRERENDER_ATTR are candidates, and only item cards mark theirs (listing grid,
 * home, related and recommended rows): lists never show adult-only items (rules/adult-listing.ts),
 * a card link is a plain GET of a page the shared cache may keep, and nothing that writes (the
 * hearts are forms and buttons) is a link. Same origin only (`href_matches` is relative to the
 * page). Which pages carry the rules is `speculationAllowed`.
 */

/** The attribute on an `<a>` that may be prerendered. */
export const PRERENDER_ATTR = 'data-prerender';

/** Hover (about 200 ms) or pointer-down, as Chromium defines `moderate`. */
export const SPECULATION_RULES = {
  prerender: [
    {
      // No `source`: a rule with `where` is a document rule (Chromium 121+, the spec's default).
      where: { and: [{ href_matches: '/*' }, { selector_matches: `a[${PRERENDER_ATTR}]` }] },
      eagerness: 'moderate',
    },
  ],
} as const;

export interface SpeculationContext {
  /** The page asks for the rules: a listing, a search, home, or a visitor's item page. */
  pageWants: boolean;
  /** A signed-in member is drawn into this page (their name in the header): never shared HTML. */
  member: boolean;
  /** The page is an adult-only item's (gate or verified view): never shared, never prerendered from. */
  adultOnly?: boolean;
}

/** Rules go only into the shared, visitor HTML of pages that list items. */
export function speculationAllowed(c: SpeculationContext): boolean {
  return c.pageWants && !c.member && !c.adultOnly;
}
