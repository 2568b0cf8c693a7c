/** Brand home (spec 2.1, 2.4 brand_home): `/brand/{frontBrandNo}`, the brand's items in the grid. Mounted at `/brand`. */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { MAX_ITEM_NO } from '../../../rules/item-no';
import { ko } from '../../../src/copy/ko';
import { brandLink } from '../../../src/navigation/links';
import { numericId } from '../../../src/navigation/url';
import { BrandIntro } from '../../../src/listing/components/BrandIntro';
import { isSpecialBrand } from '../../../src/brand/special-brand';
import { contextOf } from '../../context/request-context';
import { upstreamDeps } from '../../upstream-deps';
import { brandItems } from '../../upstream/navigation';
import { notFoundResponse } from '../errors';
import { listingPage, pageFilters, pageQuery, title } from '../listing/page';
import type { HeartAnswer } from '../../../schemas/member-action';
import BrandLikeButton from '../../../src/member/islands/BrandLikeButton';
import { loginHref } from '../../../src/member/return-to';
import { Island } from '../../../src/ui/Island';
import { getBrandHeart } from '../../upstream/brand-likes';

export const brandPages = new Hono<AppEnv>();

/** Front brand numbers are positive and fit the upstream's integer column. */
const MAX_BRAND_NO = MAX_ITEM_NO;

brandPages.get('/:frontBrandNo', async (c) => {
  const id = numericId(c.req.param('frontBrandNo'));
  const brandNo = id === null ? 0 : Number(id);
  if (brandNo < 1 || brandNo > MAX_BRAND_NO) return notFoundResponse(c);
  const context = contextOf(c);
  const query = pageQuery(context);
  const filters = pageFilters(context);
  const { at, member } = context;
  // A member sees their own heart, read beside the listing (the page is private to them then);
  // a visitor's page holds nothing personal and a tap asks them to log in.
  const heart: { value: HeartAnswer | null } = { value: null };
  const heartCall = member
    ? getBrandHeart(upstreamDeps(c), { token: member.accessToken, frontBrandNo: brandNo }).then(
        (h) => {
          heart.value = h;
        },
        (error: unknown) => console.warn('[brand] heart unavailable', error instanceof Error ? error.message : String(error)),
      )
    : Promise.resolve();
  const loginUrl = loginHref(brandLink(brandNo) ?? '/');
  const like = () => {
    const props = { id: `brand-like-${brandNo}`, frontBrandNo: brandNo, liked: heart.value?.liked ?? false, heartCount: heart.value?.heartCount ?? null, loginUrl };
    return (
      <Island name="BrandLikeButton" id={props.id} props={props}>
        <BrandLikeButton {...props} />
      </Island>
    );
  };
  return listingPage(c, {
    id: 'brand-items',
    endpoint: `/api/v4/brands/${brandNo}/items`,
    pageUrl: brandLink(brandNo) ?? '',
    emptyText: ko.navigation.listing.empty,
    query,
    filters,
    load: async () => (await Promise.all([brandItems(upstreamDeps(c), { frontBrandNo: brandNo, query, filters }), heartCall]))[0],
    title: (l) => l?.brand.name || ko.navigation.pages.brandFallback,
    head: (l) => {
      const name = l?.brand.name || ko.navigation.pages.brandFallback;
      const canonical = brandLink(brandNo, { at: { ...at, currentOrigin: '' } });
      return {
        title: title(name),
        description: l?.brand.comment || ko.navigation.pages.listDescription(name),
        ...(canonical ? { canonical } : {}),
        openGraph: { title: name, type: 'website' },
      };
    },
    intro: (l) => (l ? <BrandIntro nameEng={l.brand.nameEng} comment={l.brand.comment} like={like()} special={isSpecialBrand(l.brand)} /> : null),
  });
});
