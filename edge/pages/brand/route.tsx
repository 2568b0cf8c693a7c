/** Brand home (spec 2.1, 2.4 brand_home): `/brand/{frontBrandNo}`, the brand's items in the grid. Mounted at `/brand`. */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { MAX_ITEM_NO } from '../../../rules/item-no';
import { ko } from '../../../src/copy/ko';
import { brandLink } from '../../../src/navigation/links';
import { numericId } from '../../../src/navigation/url';
import { BrandIntro } from '../../../src/listing/components/BrandIntro';
import { contextOf } from '../../context/request-context';
import { upstreamDeps } from '../../upstream-deps';
import { brandItems } from '../../upstream/navigation';
import { notFoundResponse } from '../errors';
import { listingPage, pageQuery, title } from '../listing/page';

export const brandPages = new Hono<AppEnv>();

/** Front brand numbers are positive and fit the upstream's integer column. */
const MAX_BRAND_NO = MAX_ITEM_NO;

brandPages.get('/:frontBrandNo', async (c) => {
  const id = numericId(c.req.param('frontBrandNo'));
  const brandNo = id === null ? 0 : Number(id);
  if (brandNo < 1 || brandNo > MAX_BRAND_NO) return notFoundResponse(c);
  const context = contextOf(c);
  const query = pageQuery(context);
  const { at } = context;
  return listingPage(c, {
    id: 'brand-items',
    endpoint: `/api/v4/brands/${brandNo}/items`,
    pageUrl: brandLink(brandNo) ?? '',
    emptyText: ko.navigation.listing.empty,
    query,
    load: () => brandItems(upstreamDeps(c), { frontBrandNo: brandNo, query }),
    title: (l) => l?.brand.name || ko.navigation.pages.brandFallback,
    head: (l) => {
      const name = l?.brand.name || ko.navigation.pages.brandFallback;
      const canonical = brandLink(brandNo, { at: { ...at, currentOrigin: '' } });
      return {
        title: title(name),
        ...(l?.brand.comment ? { description: l.brand.comment } : {}),
        ...(canonical ? { canonical } : {}),
        openGraph: { title: name, type: 'website' },
      };
    },
    intro: (l) => (l ? <BrandIntro nameEng={l.brand.nameEng} comment={l.brand.comment} /> : null),
  });
});
