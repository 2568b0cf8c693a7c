import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { MAX_ITEM_NO } from '../../rules/item-no';
import { ko } from '../../src/copy/ko';
import { numericId } from '../../src/navigation/url';
import { parseCategoryCodes, parseKeyword, parseListingFilters, parseListingQuery } from '../../src/listing/query';
import { withLabelStates } from '../../src/listing/label-states';
import { contextOf } from '../context/request-context';
import { upstreamDeps } from '../upstream-deps';
import { bestItems, brandItems, categoryItems, getAutoComplete, getPopularKeywords, searchItems } from '../upstream/navigation';
import { fail, ok, relay } from './respond';

/**
 * The shared-navigation reads the browser makes (search bar suggestions, the product grid's
 * sorting and paging), served on the storefront's own origin at the section 7 paths and
 * forwarded through edge/upstream/navigation.ts. Inputs are checked here first, so a malformed
 * query is a 400 from the edge, never an upstream round trip. All answers are public catalogue
 * data: browsers may keep them a minute.
 */
export const gatewayNavigation = new Hono<AppEnv>();

const PUBLIC = { 'Cache-Control': 'public, max-age=60' };
/** Auto-complete is asked per keystroke; the origin refuses anything this long anyway. */
const MAX_SUGGEST_KEYWORD = 50;

/** Public catalogue reads: the browser may keep them a minute. */
const answer = (c: Context<AppEnv>, load: () => Promise<unknown>) => relay(c, load(), { headers: PUBLIC });

/**
 * A grid page: its cards carry their item label state at the edge's clock (a minute's browser
 * cache keeps a label at most a minute behind, as the item page cache does). The fit and gender
 * filters come from the address; a value that is not a spec 4.2 code is ignored, never a 400.
 */
const gridAnswer = <C extends Parameters<typeof withLabelStates>[0]['results'][number], L extends { results: C[] }>(
  c: Context<AppEnv>,
  load: (filters: ReturnType<typeof parseListingFilters>) => Promise<L>,
) => {
  const now = contextOf(c).now;
  return answer(c, async () => withLabelStates(await load(parseListingFilters(new URL(c.req.url).searchParams)), now));
};

gatewayNavigation.get('/api/v4/keyword/popular', (c) => answer(c, async () => ({ popularKeyword: await getPopularKeywords(upstreamDeps(c)) })));

gatewayNavigation.get('/api/v4/auto-complete', async (c) => {
  const parsed = parseKeyword(c.req.query('keyword'));
  // A blank keyword has no completions: an empty list, as the spec's default.
  if (!parsed.ok && parsed.reason === 'blank') return ok(c, { keywords: [] }, PUBLIC);
  if (!parsed.ok || [...parsed.keyword].length > MAX_SUGGEST_KEYWORD) return fail(c, 400, 'INVALID_KEYWORD', ko.errors.genericTemporary, `keyword must be at most ${MAX_SUGGEST_KEYWORD} characters`);
  return answer(c, async () => ({ keywords: await getAutoComplete(upstreamDeps(c), { keyword: parsed.keyword }) }));
});

gatewayNavigation.get('/api/v4/search/items', async (c) => {
  const parsed = parseKeyword(c.req.query('keyword'));
  if (!parsed.ok) return fail(c, 400, 'INVALID_KEYWORD', ko.errors.genericTemporary, 'keyword is required, at most 100 characters');
  const q = parseListingQuery(new URL(c.req.url).searchParams);
  return gridAnswer(c, (filters) => searchItems(upstreamDeps(c), { keyword: parsed.keyword, query: q, filters }));
});

gatewayNavigation.get('/api/v4/brands/:frontBrandNo/items', async (c) => {
  const id = numericId(c.req.param('frontBrandNo'));
  const brandNo = id === null ? 0 : Number(id);
  if (brandNo < 1 || brandNo > MAX_ITEM_NO) return fail(c, 400, 'INVALID_BRAND_NO', ko.errors.genericTemporary, 'frontBrandNo must be a positive integer');
  const q = parseListingQuery(new URL(c.req.url).searchParams);
  return gridAnswer(c, (filters) => brandItems(upstreamDeps(c), { frontBrandNo: brandNo, query: q, filters }));
});

gatewayNavigation.get('/api/v4/categories/items', async (c) => {
  const codes = parseCategoryCodes(new URL(c.req.url).searchParams, { required: true });
  if (codes === null || codes === 'none') return fail(c, 400, 'INVALID_CATEGORY', ko.errors.genericTemporary, 'category1_code is required; codes are numeric and nest');
  const q = parseListingQuery(new URL(c.req.url).searchParams);
  return gridAnswer(c, (filters) => categoryItems(upstreamDeps(c), { codes, query: q, filters }));
});

gatewayNavigation.get('/api/v4/best-items', async (c) => {
  const url = new URL(c.req.url);
  const codes = parseCategoryCodes(url.searchParams);
  if (codes === null || (codes !== 'none' && codes.category2_code !== null)) return fail(c, 400, 'INVALID_CATEGORY', ko.errors.genericTemporary, 'category1_code must be numeric');
  const q = parseListingQuery(url.searchParams);
  return gridAnswer(c, (filters) => bestItems(upstreamDeps(c), { category1Code: codes === 'none' ? null : codes.category1_code, query: q, filters }));
});
