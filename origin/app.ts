import { Hono } from 'hono/tiny';
import { ensureDatabase } from './db/migrate';
import type { OriginAppEnv } from './env';
import { fail } from './http';
import { limitBodies } from './body-limit';
import { isDevelopment } from './auth/request';
import { flagsRoute } from './routes/flags';
import { imagesRoute } from './routes/images';
import { productDetailRoute } from './routes/product-detail';
import { searchRoute } from './routes/search';
import { listingsRoute } from './routes/listings';
import { categoriesRoute } from './routes/categories';
import { noticesRoute } from './routes/notices';
import { identityRoute } from './routes/identity';
import { memberActionsRoute } from './routes/member-actions';
import { cartRoute } from './routes/cart';
import { giftsRoute } from './routes/gifts';
import { ordersRoute } from './routes/orders';
import { orderDetailRoute } from './routes/order-detail';
import { orderCancelRoute } from './routes/order-cancel';
import { orderClaimsRoute } from './routes/order-claims';
import { walletRoute } from './routes/wallet';
import { myPageRoute } from './routes/my-page';
import { likesRoute } from './routes/likes';
import { agreementsRoute } from './routes/agreements';
import { brandLikesRoute } from './routes/brand-likes';
import { reviewPhotoFiles, reviewPhotosRoute } from './routes/review-photos';
import { reviewWriteRoute } from './routes/review-write';
import { sandboxIdentityRoute } from './sandbox/identity/route';
import { userRoute } from './routes/user';
import { joinRoute } from './routes/join';
import { leaveRoute } from './routes/leave';
import { userInfoRoute } from './routes/user-info';
import { userEmailRoute } from './routes/user-email';
import { oauthRoute } from './routes/oauth';
import { jwksRoute } from './routes/jwks';
import { sandboxSocialRoute } from './sandbox/social/route';
import { sandboxPaymentRoute } from './sandbox/payment/route';
import { sandboxOutboxRoute } from './sandbox/outbox/route';
import { sandboxEventsRoute } from './sandbox/events/route';
import { sandboxAdTrackingRoute } from './sandbox/ad-tracking/route';
import { sandboxOnelinkRoute } from './sandbox/onelink/route';
import { sandboxSurveyRoute } from './sandbox/survey/route';
import { sandboxTagsRoute } from './sandbox/tags/route';
import { sandboxFlagsRoute } from './sandbox/flags/route';
import { sandboxPostcodeRoute } from './sandbox/postcode/route';
import { attributionRoute } from './routes/attribution';
import { eventsRoute } from './routes/events';
import { contentRoute } from './routes/content';
import { promotionPeriodsRoute } from './routes/promotion-periods';
import { editorialRoute } from './routes/editorial';
import { faqsRoute } from './routes/faqs';
import { addressBookRoute } from './routes/address-book';
import { checkoutFormRoute } from './routes/checkout-form';
import { paymentsRoute } from './payments/routes';
import { kept } from './kept';

/**
 * The reference commerce origin: the section 7 contract over D1. Routes that need no database
 * (health, images) come before the migrate-and-seed middleware, so they answer even while the
 * database is being prepared.
 *
 * Every origin module takes `Hono` from 'hono/tiny' (its PatternRouter): a tenth of the size of
 * the default's RegExp and Trie routers in the deployed script (2.5 KiB gzip of the origin's
 * 100), and matching this origin's hundred-odd routes in turn costs microseconds beside its D1
 * reads. The edge keeps the default router: it is on every shopper's request.
 *
 * @example export default { fetch: createOriginApp().fetch } satisfies ExportedHandler<OriginEnv>;
 */
export function createOriginApp(): Hono<OriginAppEnv> {
  const app = new Hono<OriginAppEnv>();

  app.use('*', limitBodies());
  app.get('/health', (c) => c.json({ ok: true }));

  // Review photos come from R2 (with one row read to know whether a review uses them), before
  // the catalogue's image files.
  app.route('/', reviewPhotoFiles);
  app.route('/images', imagesRoute);

  app.use('*', async (c, next) => {
    await kept(c, ensureDatabase(c.env.DB, c.env.ASSETS));
    await next();
  });

  mountAccounts(app);
  mountSandbox(app);
  mountShop(app);

  app.notFound((c) => fail(c, 404, 'NOT_FOUND', `No route for ${c.req.method} ${new URL(c.req.url).pathname}`));
  app.onError((err, c) => {
    console.error('origin error', c.req.method, new URL(c.req.url).pathname, err);
    return fail(c, 500, 'INTERNAL_ERROR', 'The origin failed to answer this request');
  });
  return app;
}

/** The product detail, then login plumbing, account and keys (origin/auth, docs/auth-contract.md). */
function mountAccounts(app: Hono<OriginAppEnv>): void {
  app.route('/api/v5/product-detail', productDetailRoute);
  app.route('/user', userRoute);
  app.route('/user', joinRoute);
  app.route('/', userInfoRoute);
  app.route('/', leaveRoute);
  app.route('/api/v4/user/email', userEmailRoute);
  app.route('/api/v4/oauth', oauthRoute);
  app.route('/', jwksRoute);
}

/** The development-only sandbox providers, behind their guard. */
function mountSandbox(app: Hono<OriginAppEnv>): void {
  // The sandbox providers exist in development only. Hono matches on the decoded path, so this
  // guard sees `/sandbox/%69dentity` exactly as the routes below would.
  app.use('/sandbox/*', async (c, next) => {
    if (!isDevelopment(c.env)) return fail(c, 404, 'NOT_FOUND', 'No sandbox providers outside development');
    await next();
  });
  // A deploy leaves their code out of the bundle as well (origin/wrangler.toml's [define] sets this false;
  // origin/sandbox/package.json lets the bundler drop modules nothing then uses).
  // `npm start` and the tests keep them; the guard above answers 404 outside development anyway.
  if (typeof __STOREFRONT_DEV_PAGES__ === 'undefined' || __STOREFRONT_DEV_PAGES__) {
    app.route('/sandbox/social', sandboxSocialRoute);
    // Identity, adult verification and member actions spell out full paths, each behind requireMember.
    app.route('/sandbox/identity', sandboxIdentityRoute);
    app.route('/sandbox/payments', sandboxPaymentRoute);
    app.route('/sandbox/outbox', sandboxOutboxRoute);
    app.route('/sandbox/events', sandboxEventsRoute);
    app.route('/sandbox/ad-tracking', sandboxAdTrackingRoute);
    app.route('/sandbox/onelink', sandboxOnelinkRoute);
    app.route('/sandbox/survey.js', sandboxSurveyRoute);
    app.route('/sandbox/tags', sandboxTagsRoute);
    app.route('/sandbox/flags', sandboxFlagsRoute);
    app.route('/sandbox/postcode', sandboxPostcodeRoute);
  }
}

/** The shop's member and catalogue routes, in the order their paths need. */
function mountShop(app: Hono<OriginAppEnv>): void {
  app.route('/', identityRoute);
  app.route('/', memberActionsRoute);
  app.route('/', cartRoute);
  app.route('/', eventsRoute);
  app.route('/', contentRoute);
  app.route('/', promotionPeriodsRoute);
  app.route('/', editorialRoute);
  app.route('/', faqsRoute);
  // Before ordersRoute: its /api/v4/orders/:orderNo would take /api/v4/orders/received.
  app.route('/', giftsRoute);
  // The checkout form (issue 29 §1): the address book, and an order's delivery and discounts.
  app.route('/', addressBookRoute);
  app.route('/', checkoutFormRoute);
  app.route('/', ordersRoute);
  app.route('/', paymentsRoute);
  // Issue 29 §2: the order detail, cancel, return and exchange; the coupons and mileage lists.
  app.route('/', orderDetailRoute);
  app.route('/', orderCancelRoute);
  app.route('/', orderClaimsRoute);
  app.route('/', walletRoute);
  app.route('/', myPageRoute);
  app.route('/', likesRoute);
  app.route('/', agreementsRoute);
  app.route('/', brandLikesRoute);
  app.route('/', reviewPhotosRoute);
  app.route('/', reviewWriteRoute);
  app.route('/flags', flagsRoute);
  app.route('/api/v4', searchRoute);
  app.route('/api/v4', listingsRoute);
  app.route('/', categoriesRoute);
  app.route('/', noticesRoute);
  app.route('/', attributionRoute);
}
