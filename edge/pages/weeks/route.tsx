/**
 * The weeks promotion's landing (issue 12 item 6, spec 2.4 black theme, 4.7): `/weeks`, mounted
 * at `/weeks`. In a period it shows the phase and its date over the promotion's items (the best
 * sellers, through the shared listing page and grid); outside every period it says so and
 * loads no items. The phase is the request context's (edge/context/promotion.ts).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { ko } from '../../../src/copy/ko';
import { pageLink } from '../../../src/navigation/links';
import { WeeksHero, WeeksOff } from '../../../src/promotion/components/WeeksLanding';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { upstreamDeps } from '../../upstream-deps';
import { bestItems } from '../../upstream/navigation';
import { LISTING_HEADERS, listingPage, pageQuery, title } from '../listing/page';
import { loadShellOf } from '../shell-loader';

export const weeksPages = new Hono<AppEnv>();

weeksPages.get('/', async (c) => {
  const context = contextOf(c);
  const { promotion, at } = context;
  const head = () => ({ title: title(ko.promotion.name), description: ko.promotion.landing.description, canonical: pageLink('weeks', { at: { ...at, currentOrigin: '' } }) });
  if (!promotion) {
    return renderPage(c, { shell: await loadShellOf(c), head: head(), headers: LISTING_HEADERS, body: <WeeksOff bestHref={pageLink('best', { at })} /> });
  }
  const query = pageQuery(context);
  return listingPage(c, {
    id: 'weeks-items',
    endpoint: '/api/v4/best-items',
    pageUrl: pageLink('weeks'),
    emptyText: ko.navigation.listing.empty,
    query,
    load: () => bestItems(upstreamDeps(c), { category1Code: null, query }),
    title: () => ko.promotion.name,
    head,
    intro: () => <WeeksHero state={promotion} />,
  });
});
