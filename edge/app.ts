import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { pingUpstream } from './upstream/health';
import { isDevelopment } from '../rules/environment';
import { missingConfiguration, siteOriginOf } from './context/providers';
import { serveStaticAsset } from './static-assets';
import { serveIcon, serveWebManifest, WEB_MANIFEST_PATH } from './icons';
import { proxyImage } from './gateway/images';
import { upstreamFromEnv, type UpstreamFetch } from './upstream/transport';
import { catalogRedirect, productPages } from './pages/product/route';
import { gatewayReviews } from './gateway/reviews';
import { gatewayBrandLikes } from './gateway/brand-likes';
import { gatewayAgreements } from './gateway/agreements';
import { gatewayTags } from './gateway/tags';
import { gatewayActions } from './gateway/actions';
import { gatewayCardHearts } from './gateway/card-hearts';
import { gatewayOrders } from './gateway/orders';
import { limitBodies } from './gateway/body-limit';
import { gatewayCart } from './gateway/cart';
import { gatewayCollect } from './gateway/collect';
import { opsErrors, reportGatewayFaults } from './ops/error-report';
import { gatewayAttribution } from './gateway/attribution';
import { gatewayFlags } from './gateway/flags';
import { cartPages } from './pages/cart/route';
import { contentPages } from './pages/content/route';
import { csCenterPages } from './pages/cscenter/route';
import { clientKey, idCheckKeys, keyed, memberOrClientKey, rateLimit, WRITE_FAMILIES, WRITE_METHODS } from './gateway/rate-limit';
import { notFoundResponse, serverErrorResponse } from './pages/errors';
import { baseSecurityHeaders, newNonce } from './render/security-headers';
import type { PageStore } from './render/page-store';
import { sharedPageStore } from './render/page-caching';
import { requestFragmentCache } from './render/fragment-cache';
import { freezeSharedAnswers, isSharedAnswer } from './upstream/cache';
import { cacheSwitchesOf } from './render/cache-switches';
import { waitUntilOf } from './waituntil';
import { device } from './context/device';
import { clock } from './context/clock';
import { flags } from './context/flags';
import { session } from './context/session';
import { rewriteHeaders } from './context/response-headers';
import { gatewayAuth } from './gateway/auth';
import { refuseCrossSite } from './gateway/forward';
import { loginPages, logoutPages } from './pages/login/route';
import { checkoutPages } from './pages/checkout/route';
import { shopPages } from './pages/shop/route';
import { joinPages } from './pages/join/route';
import { previewRoutes } from './pages/preview/route';
import { fakeAppRoutes } from './pages/fake-app/route';
import { orderPages } from './pages/orders/route';
import { pageLink } from '../src/navigation/links';
import { accountPages } from './pages/account/route';
import { reconfirmPages } from './pages/account/reconfirm';
import { myPages } from './pages/mypage/route';
import { likesPages } from './pages/likes/route';
import { sandboxProxy } from './pages/sandbox-proxy';
import { campaign } from './context/campaign';
import { preview } from './context/preview';
import { pageCookies } from './context/page-cookies';
import { gatewayNavigation } from './gateway/navigation';
import { requestContext } from './context/request-context';
import { homePages } from './pages/home/route';
import { searchPages, searchStartPages } from './pages/search/route';
import { brandPages } from './pages/brand/route';
import { categoryPages } from './pages/category/route';
import { bestPages } from './pages/best/route';
import { weeksPages } from './pages/weeks/route';

export interface EdgeOptions {
  /** Replaces the upstream from env (tests: slow, broken or hostile upstreams; bench: in-memory). */
  upstream?: UpstreamFetch;
  /** Replaces the shared upstream cache; `null` disables caching (tests with rigged upstreams). */
  upstreamStore?: Cache | null;
  /**
   * The rendered-page cache for visitors (the location's Cache API behind the isolate's memory):
   * the isolate's shared one by default, a store of its own, or `false` for none (the
   * benchmark's uncached figure, equality tests).
   */
  pageCache?: PageStore | false;
  /**
   * `false`: no fragment of a page is written out from the fragment cache
   * (edge/render/fragment-cache.tsx), every part is drawn on every render (the benchmark's
   * comparison, equality tests). Configuration does the same: `CACHE_OFF` (rules/cache-switches.ts)
   * turns off any of the page, fragment and upstream caches in a deployment.
   */
  fragmentCache?: boolean;
  /** The JWKS cache's clock (tests step past the refetch limit instead of sleeping). */
  jwksClock?: () => number;
}

/**
 * Middleware order and route mounts, nothing else. Context is resolved before any page renders
 * (ARCHITECTURE rule 3): transport, nonce, device, clock, session, feature flags, campaign,
 * then `requestContext()` puts them in one typed object that pages read with `contextOf(c)`.
 * Each page family is mounted at its own prefix.
 */
declare const __STOREFRONT_DEV_PAGES__: boolean | undefined;

export function createEdgeApp(options: EdgeOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    await next();
    const add = baseSecurityHeaders(new URL(c.req.url), !isDevelopment(c.env?.ENVIRONMENT));
    rewriteHeaders(c, (headers) => {
      for (const [k, v] of Object.entries(add)) if (!headers.has(k)) headers.set(k, v);
    });
  });
  app.use('*', async (c, next) => {
    c.set('upstream', options.upstream ?? upstreamFromEnv(c.env));
    c.set('nonce', newNonce());
    c.set('siteOrigin', siteOriginOf(c.env, c.req.url));
    // Shared upstream answers are deep-frozen in development and tests: a mutation throws there.
    freezeSharedAnswers(isDevelopment(c.env?.ENVIRONMENT));
    // Each speed layer is switched off by an option or by configuration (rules/cache-switches.ts).
    const off = cacheSwitchesOf(c.env?.CACHE_OFF);
    if (off.has('upstream')) c.set('upstreamStore', null);
    else if (options.upstreamStore !== undefined) c.set('upstreamStore', options.upstreamStore);
    c.set('pageCache', options.pageCache === false || off.has('page') ? null : (options.pageCache ?? sharedPageStore()));
    c.set('fragmentCache', requestFragmentCache(isSharedAnswer, waitUntilOf(c), options.fragmentCache !== false && !off.has('fragment')));
    await next();
  });
  // Before anything reads a body (issue 10): 413 from the declared length or the first chunks over.
  app.use('*', limitBodies());

  mountOwnAnswers(app);

  app.use('*', device(), clock(), session(options.jwksClock ? { jwksClock: options.jwksClock } : {}), flags());
  app.use('*', campaign(), preview(), pageCookies(), requestContext());
  // One cross-site check for every JSON write; the HTML forms answer theirs in their own page.
  for (const path of ['/api/*', '/user/*', '/collect']) app.use(path, refuseCrossSite());
  // Spec 8: the JSON routes' faults are reported as the pages' are (edge/ops/error-report.ts).
  for (const path of ['/api/*', '/user/*']) app.use(path, reportGatewayFaults());
  limitRates(app);
  mountGateway(app);
  mountPages(app);

  app.notFound((c) => notFoundResponse(c));
  app.onError((error, c) => serverErrorResponse(c, error));
  return app;
}

/** Answers that need no request context: health, static assets, icons, images, the sandbox. */
function mountOwnAnswers(app: Hono<AppEnv>): void {
  // For operators and probes: whether the upstream answers, and (production) which settings
  // are missing, by name. No values, nothing personal.
  app.get('/healthz', async (c) => {
    const upstream = await pingUpstream({ fetch: c.var.upstream }).then(
      () => true,
      () => false,
    );
    const environment = isDevelopment(c.env?.ENVIRONMENT) ? 'development' : 'production';
    return c.json({ ok: upstream, upstream, environment, missing: missingConfiguration(c.env) }, upstream ? 200 : 503, { 'Cache-Control': 'no-store' });
  });

  // Liveness: the worker answers, nothing else is asked (no upstream, no context). Probes that
  // must not load the origin use it; the bench measures it as the worker's ceiling.
  app.get('/healthz/live', (c) => c.text('ok', 200, { 'Cache-Control': 'no-store' }));

  app.get('/assets/*', serveStaticAsset);
  // The favicon, app icons and manifest (edge/icons.ts), at the names browsers ask for too.
  app.get('/icons/:file', serveIcon);
  app.get('/favicon.ico', serveIcon);
  app.get('/apple-touch-icon.png', serveIcon);
  app.get(WEB_MANIFEST_PATH, serveWebManifest);
  app.get('/images/*', proxyImage);
  app.route('/sandbox', sandboxProxy);
}

/** Rate limits (edge/gateway/rate-limit.ts; login is limited per id inside performLogin). */
function limitRates(app: Hono<AppEnv>): void {
  app.use(
    '/api/v4/auto-complete',
    rateLimit('RATE_LIMIT_SEARCH', (c) => keyed('suggest', clientKey(c))),
  );
  app.use(
    '/api/v4/search/items',
    rateLimit('RATE_LIMIT_SEARCH', (c) => keyed('search', clientKey(c))),
  );
  app.use(
    '/search',
    rateLimit('RATE_LIMIT_SEARCH', (c) => keyed('search', clientKey(c))),
  );
  // The FAQ's search reads the upstream's database like the shop's search does.
  app.use(
    '/mypage/cscenter/faq',
    rateLimit('RATE_LIMIT_SEARCH', (c) => keyed('faq', clientKey(c))),
  );
  app.use(
    '/api/flags',
    rateLimit('RATE_LIMIT_SEARCH', (c) => keyed('flags', clientKey(c))),
  );
  // Asked once per page that names tags; for a member it reads their consent upstream.
  app.on(
    'GET',
    '/api/tags/consent',
    rateLimit('RATE_LIMIT_SEARCH', (c) => keyed('tag-consent', memberOrClientKey(c))),
  );
  // A member's like state for the listing cards in view: up to 60 upstream reads each.
  app.on(
    'GET',
    '/api/v4/hearts/states',
    rateLimit('RATE_LIMIT_SEARCH', (c) => keyed('heart-states', memberOrClientKey(c))),
  );
  app.on(
    'POST',
    '/collect',
    rateLimit('RATE_LIMIT_WRITE', (c) => keyed('collect', memberOrClientKey(c))),
  );
  // Each of these tells whether an address has an account: one bucket (sign-up counts in it
  // from its handler, edge/pages/join/route.tsx, which gives the form back as typed).
  app.on('POST', ['/user/validator/id', '/checkout/gift', '/account/edit/email'], rateLimit('RATE_LIMIT_LOGIN', idCheckKeys));
  // Each banner tap makes a link upstream: limited like a write.
  app.on(
    'GET',
    '/app-link',
    rateLimit('RATE_LIMIT_WRITE', (c) => keyed('app-link', memberOrClientKey(c))),
  );
  // ('/x/*' also matches '/x' in Hono: one pattern per family, so each request counts once.)
  for (const [name, paths] of WRITE_FAMILIES) app.on([...WRITE_METHODS], paths, rateLimit(name, memberOrClientKey));
  // The provider's success return is a GET that confirms a payment upstream: counted with checkout's writes.
  app.on('GET', '/checkout/success', rateLimit('RATE_LIMIT_CHECKOUT', memberOrClientKey));
}

/** The JSON routes the browser calls on the storefront's origin (edge/gateway/). */
function mountGateway(app: Hono<AppEnv>): void {
  app.route('/', gatewayAuth);
  app.route('/', gatewayActions);
  app.route('/', gatewayCardHearts);
  app.route('/', gatewayOrders);
  app.route('/', gatewayCart);
  app.route('/', gatewayCollect);
  app.route('/', opsErrors);
  app.route('/', gatewayAttribution);
  app.route('/', gatewayFlags);
  app.route('/', gatewayAgreements);
  app.route('/', gatewayTags);
  app.route('/', gatewayBrandLikes);
  app.route('/', gatewayReviews);
  app.route('/', gatewayNavigation);
}

/** The page families, each at its own prefix (edge/pages/). */
function mountPages(app: Hono<AppEnv>): void {
  app.route('/login', loginPages);
  app.route('/join', joinPages);
  // Development's operator pages answer 404 outside development either way; a deploy also
  // leaves their code out (`__STOREFRONT_DEV_PAGES__` is false in wrangler.toml's [define],
  // true under `npm start`; undefined where no bundler defines it, as in tests and benchmarks).
  if (typeof __STOREFRONT_DEV_PAGES__ === 'undefined' || __STOREFRONT_DEV_PAGES__) {
    app.route('/_preview', previewRoutes());
    app.route('/_app', fakeAppRoutes());
  }
  app.route('/logout', logoutPages);
  app.route('/checkout', checkoutPages);
  app.route('/cart', cartPages);
  app.route('/mypage', myPages);
  app.route('/account', accountPages);
  app.route('/password-reconfirm', reconfirmPages);
  app.route('/my-order', orderPages);
  // Issue 11 names the review page `/review`; the link builders say /my-order/review (spec 2.5).
  app.get('/review', (c) => c.redirect(pageLink('reviews'), 301));
  app.route('/heart', likesPages);
  app.route('/', contentPages);
  app.route('/', csCenterPages);
  app.route('/', homePages);
  app.route('/search', searchPages);
  app.route('/list', shopPages);
  app.route('/start', searchStartPages);
  app.route('/brand', brandPages);
  app.route('/category', categoryPages);
  app.route('/best-items', bestPages);
  app.route('/weeks', weeksPages);
  app.route('/products', productPages);
  app.route('/catalog', catalogRedirect);
}
