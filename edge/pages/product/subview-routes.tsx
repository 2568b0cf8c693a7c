import type { Context } from 'hono';
import { parseItemNo } from '../../../rules/item-no';
import { ko } from '../../../src/copy/ko';
import { productPath } from '../../../src/navigation/links';
import { OptionPage, ShortformPage } from '../../../src/product/components/SubviewPages';
import { detailBlocks } from '../../../src/product/detail-content';
import { buildProductView } from '../../../src/product/page-view';
import { shortformVideos } from '../../../src/product/subviews';
import type { AppEnv } from '../../app-env';
import { adultGateState } from '../../context/adult-gate';
import { withSignedImages } from '../../context/adult-images';
import { productViewContext } from './view-context';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { pageStatusFor, shouldLog } from '../../upstream/errors';
import { upstreamDeps } from '../../upstream-deps';
import { notFoundResponse, unavailableResponse } from '../errors';
import { loadProductPage } from './loader';

type Subview = 'options' | 'shortform';

async function subviewPage(c: Context<AppEnv>, which: Subview): Promise<Response> {
  const itemNo = parseItemNo(c.req.param('itemNo') ?? '');
  if (itemNo === null) return notFoundResponse(c, 'item');
  const context = contextOf(c);
  let load: Awaited<ReturnType<typeof loadProductPage>>;
  try {
    load = await loadProductPage(upstreamDeps(c), context, itemNo, { assets: c.env?.ASSETS });
  } catch (error) {
    const status = pageStatusFor(error);
    if (shouldLog(error)) console.error(`[product ${itemNo}] ${which} failed with ${status}`, error);
    return status === 404 ? notFoundResponse(c, 'item') : unavailableResponse(c, status, error);
  }
  // Neither sub-view shows the reviews, Q&A or recommendations the item page streams.
  load.data.cancelDeferred();
  let { data } = load;
  const itemHref = productPath(itemNo);
  if (data.item.useAdultCheck === 'T') {
    if ((await adultGateState(c)) !== 'content') return c.redirect(itemHref, 303);
    data = { ...data, item: await withSignedImages(data.item, c.env?.IMAGE_URL_KEY, Date.now()) };
  }
  const view = buildProductView(data, productViewContext(c));
  const headers = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };
  if (which === 'options') {
    const head = { title: `${ko.purchase.optionPageTitle(view.title)} | ${ko.shell.siteName}`, robots: 'noindex' };
    return renderPage(c, { shell: load.shell, head, headers, hideBottomNav: true, body: <OptionPage view={view} itemHref={itemHref} /> });
  }
  const videos = shortformVideos(detailBlocks(data.item, view.title));
  if (videos.length === 0) return c.redirect(itemHref, 303);
  const head = { title: `${ko.purchase.shortformTitle(view.title)} | ${ko.shell.siteName}`, robots: 'noindex' };
  return renderPage(c, { shell: load.shell, head, headers, body: <ShortformPage view={view} videos={videos} itemHref={itemHref} /> });
}

export const optionPage = (c: Context<AppEnv>) => subviewPage(c, 'options');
export const shortformPage = (c: Context<AppEnv>) => subviewPage(c, 'shortform');
