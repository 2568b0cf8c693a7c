import { ContentPageSchema, type ContentPage } from '../../schemas/content';
import type { ContentSlug } from '../../rules/content-pages';
import { upstreamCall, type UpstreamDeps } from './request';

/**
 * `GET /api/v4/content/{slug}` (ours; issue 14 item 1): a content page, public and cached like
 * the catalogue's slow-changing answers.
 *
 * @example const page = await getContentPage(upstreamDeps(c), { slug: 'terms' });
 */
export const getContentPage = (deps: UpstreamDeps, input: { slug: ContentSlug }): Promise<ContentPage> =>
  upstreamCall(deps, { path: `/api/v4/content/${input.slug}`, schema: ContentPageSchema, envelope: 'either', timeout: 'content', cache: 'long' });
