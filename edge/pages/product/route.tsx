import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { upstreamDeps } from '../../upstream-deps';
import { pageStatusFor, shouldLog } from '../../upstream/errors';
import { parseItemNo } from '../../../src/net/item-no';
import { notFoundResponse, unavailableResponse } from '../errors';
import { renderPage } from '../../render/page';
import { loadProductPage, type ProductPageData } from './loader';
import { productHead } from './seo';
import { buildProductView } from '../../../src/product/page-view';
import { ProductPage } from '../../../src/product/components/ProductPage';
import { AdultGatePage } from '../../../src/identity/components/AdultGatePage';
import { ko } from '../../../src/copy/ko';
import { adultGateState, gateContext } from '../../context/adult-gate';
import { lookupPage, withPageCacheTiming } from '../../render/page-caching';

export const productPages = new Hono<AppEnv>();

// DECISIONS 2: /catalog/{itemNo} is an old address; it answers 301 with the query kept.
productPages.get('/catalog/:itemNo{.*}', (c) => {
  const url = new URL(c.req.url);
  const rest = url.pathname.slice('/catalog/'.length);
  return c.redirect(`/products/${rest}${url.search}`, 301);
});

productPages.get('/products/:itemNo', async (c) => {
  // A malformed item number never reaches the upstream.
  const itemNo = parseItemNo(c.req.param('itemNo'));
  if (itemNo === null) return notFoundResponse(c);

  // A visitor's page kept from an earlier render costs no loading and no rendering.
  const lookup = await lookupPage(c);
  if (lookup.state === 'hit') return lookup.response;
  // On a miss every upstream call of this render reports how long its answer stays fresh.
  if (lookup.state === 'miss') c.set('pageFreshness', lookup.capture.log);

  let data: ProductPageData;
  try {
    data = await loadProductPage(upstreamDeps(c), itemNo);
  } catch (error) {
    const status = pageStatusFor(error);
    if (shouldLog(error)) console.error(`[product ${itemNo}] item detail failed with ${status}`, error);
    return status === 404 ? notFoundResponse(c) : unavailableResponse(c, status, error);
  }

  // ARCHITECTURE rule 8: an adult-only item's content never leaves the edge unverified, and
  // its page is never kept by any cache, whoever asked (spec 4.5, decided before render).
  const adultOnly = data.item.useAdultCheck === 'T';
  if (adultOnly) {
    const state = await adultGateState(c);
    if (state !== 'content') {
      data.cancelDeferred();
      const gate = await renderPage(c, {
        head: { title: `${ko.identity.adultGateTitle} | ${ko.shell.siteName}`, robots: 'noindex, nofollow' },
        headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
        body: <AdultGatePage itemNo={itemNo} state={state} {...gateContext(c)} />,
      });
      return withPageCacheTiming(gate, 'bypass');
    }
  }

  const view = buildProductView(data, { now: c.get('now'), device: c.get('device'), siteOrigin: c.get('siteOrigin'), flags: c.get('flags') });
  // Adult-only content is never kept, not even for the verified member it was rendered for.
  const capture = lookup.state === 'miss' && !adultOnly ? lookup.capture : undefined;
  const page = await renderPage(c, {
    head: productHead({ item: data.item, title: view.title, saleState: view.sale.state, siteOrigin: c.get('siteOrigin') }),
    headers: adultOnly ? { 'Cache-Control': 'private, no-store', Vary: 'Cookie, User-Agent' } : { 'Cache-Control': 'private, no-cache', Vary: 'User-Agent' },
    body: <ProductPage view={view} data={data} />,
    ...(capture ? { capture } : {}),
  });
  return withPageCacheTiming(page, capture ? 'miss' : 'bypass');
});
