import type { APIRequestContext } from '@playwright/test';
import { decodeEntities } from '../../rules/html/html-entities';

/**
 * A link crawler for the no-dead-ends test (issue 14 item 4): from the start paths, fetch every
 * same-origin link the pages print (`<a href>`, and where a redirect points), parse the HTML
 * ones for more, and report every answer of 400 or above that the caller did not expect.
 * Bounded: at most `maxFetches` requests and `maxMs` of time, and at most `perShape` addresses
 * of one shape (the path with its numbers as N, and its query's names), so forty product links
 * are a sample of product pages, not forty crawls of the same template. Never leaves `origin`.
 */
export interface CrawlOptions {
  origin: string;
  maxFetches: number;
  maxMs: number;
  perShape: number;
  /** Not fetched at all (actions, or another test's business). */
  skip?: (url: URL) => boolean;
  /** An answer a test names on purpose (a deleted item): not a failure. */
  expected?: (url: URL, status: number) => boolean;
}

export interface CrawlFailure {
  url: string;
  status: number;
  from: string;
}

export interface CrawlResult {
  /** HTML pages fetched and read for links. */
  pages: number;
  /** Distinct same-origin addresses seen (fetched or not). */
  links: number;
  fetched: number;
  /** Same-origin addresses left unfetched because their shape was sampled enough. */
  sampledOut: number;
  /** The crawl stopped on its count or time bound before the queue ran out. */
  truncated: boolean;
  failures: CrawlFailure[];
  /** Redirects that left the origin (never allowed: redirects stay on our origin). */
  offOrigin: CrawlFailure[];
  /** Links to other origins (left unfetched: 127.0.0.1 only), counted by origin. */
  external: Map<string, number>;
}

const HREF = /<a\b[^>]*?\shref="([^"]*)"/gi;

/** `/products/1001?x=1&y=2` → `/products/N?x&y`: one template, one shape. */
export function shapeOf(url: URL): string {
  const names = [...new Set([...url.searchParams.keys()])].sort();
  return `${url.pathname.replace(/\d+/g, 'N')}${names.length ? `?${names.join('&')}` : ''}`;
}

/** The href values of `<a>` tags in `html`, resolved against `base`. */
export function linksIn(html: string, base: string): URL[] {
  const out: URL[] = [];
  for (const m of html.matchAll(HREF)) {
    const href = decodeEntities(m[1] ?? '', true).trim();
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript|storefront):/i.test(href)) continue;
    try {
      out.push(new URL(href, base));
    } catch {
      // An unparsable href is a bug the page's own tests catch; the crawl keeps going.
    }
  }
  return out;
}

export async function crawl(request: APIRequestContext, starts: string[], o: CrawlOptions): Promise<CrawlResult> {
  const started = Date.now();
  const seen = new Set<string>();
  const shapes = new Map<string, number>();
  const queue: Array<{ url: URL; from: string }> = [];
  const result: CrawlResult = { pages: 0, links: 0, fetched: 0, sampledOut: 0, truncated: false, failures: [], offOrigin: [], external: new Map() };

  const offer = (url: URL, from: string) => {
    url.hash = '';
    if (url.origin !== o.origin) {
      if (/^https?:$/.test(url.protocol)) result.external.set(url.origin, (result.external.get(url.origin) ?? 0) + 1);
      return;
    }
    const key = `${url.pathname}${url.search}`;
    if (seen.has(key)) return;
    seen.add(key);
    result.links += 1;
    if (o.skip?.(url)) return;
    const shape = shapeOf(url);
    const n = shapes.get(shape) ?? 0;
    if (n >= o.perShape) {
      result.sampledOut += 1;
      return;
    }
    shapes.set(shape, n + 1);
    queue.push({ url, from });
  };

  for (const start of starts) offer(new URL(start, o.origin), '(start)');
  while (queue.length) {
    if (result.fetched >= o.maxFetches || Date.now() - started > o.maxMs) {
      result.truncated = true;
      break;
    }
    const { url, from } = queue.shift()!;
    const key = `${url.pathname}${url.search}`;
    result.fetched += 1;
    const res = await request.get(url.href, { maxRedirects: 0, failOnStatusCode: false, timeout: 15_000 });
    const status = res.status();
    if (status >= 300 && status < 400) {
      const location = res.headers().location;
      if (location) {
        const target = new URL(location, url);
        if (target.origin !== o.origin && !o.expected?.(url, status)) result.offOrigin.push({ url: `${key} → ${target.href}`, status, from });
        offer(target, key);
      }
      await res.dispose();
      continue;
    }
    if (status >= 400 && !o.expected?.(url, status)) result.failures.push({ url: key, status, from });
    if ((res.headers()['content-type'] ?? '').includes('text/html')) {
      result.pages += 1;
      for (const link of linksIn(await res.text(), url.href)) offer(link, key);
    }
    await res.dispose();
  }
  return result;
}
