/**
 * The content pages the storefront serves itself (issue 14 item 1): terms, privacy policy,
 * dispute resolution, payment agency terms (`/policy/*`), company information (`/home/about`)
 * and the contact page (`/contact-us`), at the paths the footer and the spec 2.5 link families
 * print (rules/content-pages.ts). Text from the upstream, in the shared shell, cacheable for
 * visitors like a listing; a page the upstream does not have is the not-found page. The company
 * and contact pages add the shop's identity from this deployment's vars (src/shop/identity.ts).
 */
import { Hono, type Context } from 'hono';
import { CONTENT_PAGES, type ContentSlug } from '../../../rules/content-pages';
import { ko } from '../../../src/copy/ko';
import { ContentDocument } from '../../../src/content/ContentDocument';
import { businessLines, contactLines, type ShopIdentity } from '../../../src/shop/identity';
import type { AppEnv } from '../../app-env';
import { renderPage } from '../../render/page';
import { getContentPage } from '../../upstream/content';
import { pageStatusFor, shouldLog } from '../../upstream/errors';
import { upstreamDeps } from '../../upstream-deps';
import { notFoundResponse, unavailableResponse } from '../errors';
import { LISTING_HEADERS } from '../listing/page';
import { loadShellOf } from '../shell-loader';

export const contentPages = new Hono<AppEnv>();

async function contentPage(c: Context<AppEnv>, slug: ContentSlug) {
  const [shell, page] = await Promise.all([loadShellOf(c), getContentPage(upstreamDeps(c), { slug }).catch((error: unknown) => ({ failed: error }))]);
  if ('failed' in page) {
    const status = pageStatusFor(page.failed);
    if (status === 404) return notFoundResponse(c);
    if (shouldLog(page.failed)) console.error(`[content ${slug}] unavailable`, page.failed);
    return unavailableResponse(c, status, page.failed);
  }
  return renderPage(c, {
    shell,
    head: { title: `${page.title} | ${ko.shell.siteName}` },
    headers: LISTING_HEADERS,
    body: <ContentDocument page={page} identity={identityBlock(slug, shell.inputs.shop)} />,
  });
}

/** The company page prints the business details, the contact page the contacts: the shop's own, from configuration (issue 31 §1). */
function identityBlock(slug: ContentSlug, shop: ShopIdentity) {
  if (slug === 'about') return { heading: ko.shopIdentity.heading, lines: businessLines(shop) };
  if (slug === 'contact-us') return { heading: ko.shopIdentity.contactHeading, lines: contactLines(shop) };
  return null;
}

for (const [slug, path] of Object.entries(CONTENT_PAGES) as [ContentSlug, string][]) contentPages.get(path, (c) => contentPage(c, slug));
