/**
 * `/checkout?order={orderNo}` (page-type label `checkout`, spec 2.4): the order a buy-now or
 * gift made, as the origin stored it — lines with option, quantity and price, the total and its
 * status. Members only; a visitor is sent to log in and comes back here. Mounted at `/checkout`.
 *
 * Payment (issue 29, ./pay.tsx): 결제 수단 and the purchase agreement on this page, `POST
 * /checkout/pay` starts the provider (Toss's window with a client key; the origin's sandbox
 * window in development; in production without keys the page says payment is unavailable), and
 * the provider returns to `/checkout/success` or `/checkout/fail`.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { GiftRecipientRequestSchema } from '../../../schemas/requests/gift';
import { ko } from '../../../src/copy/ko';
import { checkoutTotals } from '../../../src/member/checkout';
import { CheckoutMissing, CheckoutPage, type GiftRecipientState } from '../../../src/member/components/CheckoutPage';
import { loginHref } from '../../../src/member/return-to';
import type { AppEnv } from '../../app-env';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { upstreamDeps } from '../../upstream-deps';
import { loadCheckoutPage, ORDER_NO } from './loader';
import { isDevelopment } from '../../../rules/environment';
import { UNPAID_ORDER_HOLD_MINUTES } from '../../../rules/order-hold';
import { pageLink } from '../../../src/navigation/links';
import { buildQuery } from '../../../src/navigation/url';
import { sameSiteForm } from '../same-site-form';
import { refusalOf } from '../../upstream/errors';
import { deliverSandboxOrder, setGiftRecipient } from '../../upstream/orders';
import { paymentSetup } from '../../context/providers';
import { methodsFor, payFormProps, payNoticeOf, withTossCsp, type CheckoutExtras } from './pay-form';
import { completePages } from './complete';
import { FailReturnSchema, PaymentMethodSchema, SuccessReturnSchema, type PaymentStart } from '../../../schemas/payment';
import { confirmPayment, startPayment } from '../../upstream/payments';
import { notFoundResponse } from '../errors';
import { formOf } from '../form-body';
import { CheckoutDelivery } from '../../../src/member/components/CheckoutDelivery';
import { CheckoutDiscount } from '../../../src/member/components/CheckoutDiscount';
import { CheckoutSummary } from '../../../src/member/components/CheckoutSummary';
import { DAUM_POSTCODE_SCRIPT, postcodeProviderFor } from '../../../src/member/postcode';
import { postcodeCsp } from '../../render/postcode-csp';
import { deliveryFromElsewhere, deliveryPost, discountFromElsewhere, discountPost, type DrawCheckout } from './form';
import type { CheckoutFormState } from './form-state';

export const checkoutPages = new Hono<AppEnv>();

checkoutPages.get('/', (c) => checkoutPage(c, c.req.query('order') ?? '', { payNotice: payNoticeOf(c.req.query('payCode'), c.req.query('payMessage')) }));

/** Where the problem checkoutProblem names is shown (origin/routes/checkout-ready.ts). */
const DELIVERY_PROBLEMS = new Set(['DELIVERY_ADDRESS_REQUIRED']);
const DISCOUNT_PROBLEMS = new Set(['COUPON_NO_LONGER_VALID', 'MILEAGE_ABOVE_BALANCE', 'CHECKOUT_CHANGED']);
const DONE: Record<string, string> = { delivery: ko.checkoutForm.deliverySaved, deliveryBookFull: ko.checkoutForm.deliverySaved, discount: ko.checkoutForm.discountApplied };

/**
 * The checkout of `orderNo`; after a refused gift form, with what was typed and the reason;
 * after a refused or failed payment, with the reason (the order as it was); after a refused
 * 배송지 or 할인 post (./form.tsx), with what was typed there (`formState`).
 */
export async function checkoutPage(c: Context<AppEnv>, orderNo: string, extras: CheckoutExtras = {}, formState: CheckoutFormState | null = null) {
  const { typed, status = 200 } = extras;
  const context = contextOf(c);
  const here = `/checkout${orderNo ? `?order=${encodeURIComponent(orderNo)}` : ''}`;
  const { member } = context;
  if (!member) return c.redirect(loginHref(here), 303);
  const { shell, order, form, book } = await loadCheckoutPage(upstreamDeps(c), context, member, orderNo, { assets: c.env?.ASSETS });
  const provider = postcodeProviderFor(isDevelopment(c.env?.ENVIRONMENT));
  const deliveryForm = !!form && !!order && !order.gift && form.editable;
  const headers: Record<string, string> = { 'Cache-Control': 'private, no-store' };
  // The postcode search's script and frames are allowed on this page only while it offers the search.
  if (deliveryForm) headers['Content-Security-Policy'] = postcodeCsp(provider, c.get('nonce'), shell.inputs.tags?.origin ?? null);
  const title = `${ko.member.checkoutTitle} | ${ko.shell.siteName}`;
  if (!order) return renderPage(c, { status: 404, shell, head: { title, robots: 'noindex' }, headers, body: <CheckoutMissing /> });
  const total = form?.summary.final ?? order.totalPrice ?? checkoutTotals(order.lines).items + order.shippingFee;
  const head = { title, robots: 'noindex' };
  const pending = order.status === 'PENDING_PAYMENT';
  const setup = paymentSetup(c.env);
  const done = formState ? null : (c.req.query('done') ?? null);
  const giftRecipient: GiftRecipientState | null = order.gift
    ? { name: order.giftRecipientName, message: order.giftMessage, action: pending ? '/checkout/gift' : null, ...(typed ? { typed } : {}) }
    : null;
  const page = await renderPage(c, {
    status,
    shell,
    head,
    headers,
    body: (
      <CheckoutPage
        orderNo={order.orderNo}
        gift={order.gift}
        lines={order.lines}
        items={order.items}
        total={total}
        shippingFee={order.shippingFee}
        statusLabel={ko.orders.statuses[order.status] ?? order.status}
        pay={pending ? (setup ? payFormProps(order, total, setup, extras) : 'unavailable') : null}
        payNotice={pending ? (extras.payNotice ?? null) : null}
        tossLaunch={pending && extras.tossLaunch ? { data: extras.tossLaunch, nonce: c.var.nonce } : null}
        ordersHref={!pending ? pageLink('orderList') : null}
        deliverAction={(order.status === 'PAID' || order.status === 'SHIPPED') && isDevelopment(c.env?.ENVIRONMENT) ? '/checkout/deliver' : null}
        giftRecipient={giftRecipient}
        // Unpaid orders are cancelled after their hold (rules/order-hold.ts); the only
        // cancellation there is, so a cancelled order says why.
        holdMinutes={pending ? UNPAID_ORDER_HOLD_MINUTES : null}
        cancelledMinutes={order.status === 'CANCELLED' ? UNPAID_ORDER_HOLD_MINUTES : null}
        sections={
          form ? (
            <>
              {deliveryForm && provider === 'daum' ? <script src={DAUM_POSTCODE_SCRIPT} async nonce={c.get('nonce')} /> : null}
              {/* A gift has no 배송지: its recipient gives it when accepting (issue 27). */}
              {!order.gift ? (
                <CheckoutDelivery
                  orderNo={order.orderNo}
                  action={deliveryForm ? '/checkout/delivery' : null}
                  current={form.delivery}
                  saved={book}
                  typed={formState?.section === 'delivery' ? formState.typed : null}
                  errors={formState?.section === 'delivery' ? formState.errors : {}}
                  problem={form.problem && DELIVERY_PROBLEMS.has(form.problem.code) ? form.problem.message : null}
                  done={done === 'delivery' || done === 'deliveryBookFull' ? (DONE[done] ?? null) : null}
                  provider={provider}
                />
              ) : null}
              {form.editable ? (
                <CheckoutDiscount
                  orderNo={order.orderNo}
                  action="/checkout/discount"
                  coupons={form.coupons}
                  couponNo={form.couponNo}
                  mileage={form.mileage}
                  typed={formState?.section === 'discount' ? formState.typed : null}
                  error={formState?.section === 'discount' ? formState.error : null}
                  problem={form.problem && DISCOUNT_PROBLEMS.has(form.problem.code) ? form.problem.message : null}
                  done={done === 'discount' ? (DONE[done] ?? null) : null}
                />
              ) : null}
            </>
          ) : null
        }
        summary={form ? <CheckoutSummary summary={form.summary} /> : null}
      />
    ),
  });
  // Toss's script and window frames are allowed only on the render that opens its window (the
  // pay post's answer), with its keys configured: the 주문서 itself runs none of Toss's code.
  return pending && extras.tossLaunch && setup?.mode === 'toss' ? withTossCsp(page) : page;
}

/**
 * Whom a gift goes to (every environment: this is the checkout, not the sandbox): a plain form
 * post; accepted, back to the checkout, which then offers payment; refused, the checkout again
 * with what was typed and the reason beside its field.
 */
/** The gift form as typed, and the checkout again with it; login when there is no member. */
async function typedGift(c: Context<AppEnv>) {
  const form = await formOf(c);
  const orderNo = (form.order ?? '').slice(0, 40);
  const back = `/checkout${buildQuery([['order', orderNo]])}`;
  const { member } = contextOf(c);
  if (!member) return c.redirect(loginHref(back), 303);
  const typed = { recipientId: (form.recipientId ?? '').slice(0, 254), message: (form.message ?? '').slice(0, 200) };
  const refuse = (field: 'recipientId' | 'message' | 'form', text: string, status: ContentfulStatusCode) => checkoutPage(c, orderNo, { typed: { ...typed, error: { field, text } }, status });
  return { orderNo, back, member, typed, refuse };
}

const giftFromElsewhere = sameSiteForm(async (c) => {
  const t = await typedGift(c);
  return t instanceof Response ? t : t.refuse('form', ko.errors.genericTemporary, 403);
});

checkoutPages.post('/gift', giftFromElsewhere, async (c) => {
  const t = await typedGift(c);
  if (t instanceof Response) return t;
  const { orderNo, back, member, typed, refuse } = t;
  if (!ORDER_NO.test(orderNo)) return c.redirect(back, 303);
  const parsed = GiftRecipientRequestSchema.safeParse(typed);
  if (!parsed.success) {
    const onMessage = parsed.error.issues.some((i) => i.path[0] === 'message');
    return onMessage ? refuse('message', ko.member.giftMessageTooLong, 400) : refuse('recipientId', ko.member.giftInvalidEmail, 400);
  }
  try {
    await setGiftRecipient(upstreamDeps(c), { token: member.accessToken, orderNo, ...parsed.data });
  } catch (error) {
    const r = refusalOf(error);
    if (r.status === 401) return c.redirect(loginHref(back), 303);
    const status = (r.status >= 400 && r.status <= 599 ? r.status : 502) as ContentfulStatusCode;
    if (status >= 500) console.error('[checkout] gift recipient failed', r.errorCode);
    const text = status < 500 && r.serverMessage ? r.serverMessage : ko.errors.genericTemporary;
    const onRecipient = r.errorCode === 'GIFT_RECIPIENT_NOT_FOUND' || r.errorCode === 'GIFT_TO_SELF' || r.errorCode === 'GIFT_RECIPIENT_NOT_ADULT';
    return refuse(onRecipient ? 'recipientId' : 'form', text, status);
  }
  return c.redirect(back, 303);
});

const drawCheckout: DrawCheckout = (cc, orderNo, state, status) => checkoutPage(cc, orderNo, { status }, state);
checkoutPages.post(
  '/delivery',
  sameSiteForm((c) => deliveryFromElsewhere(c, drawCheckout)),
  (c) => deliveryPost(c, drawCheckout),
);
checkoutPages.post(
  '/discount',
  sameSiteForm((c) => discountFromElsewhere(c, drawCheckout)),
  (c) => discountPost(c, drawCheckout),
);

/** Another site's post starts no step of the order: back to the checkout (login without a member). */
async function backToCheckout(c: Context<AppEnv>): Promise<Response> {
  const back = `/checkout${buildQuery([['order', ((await formOf(c)).order ?? '').slice(0, 40)]])}`;
  return c.redirect(contextOf(c).member ? back : loginHref(back), 303);
}

/** The sandbox's "delivered now" for a paid order (development only), for previews and tests. */
checkoutPages.post(
  '/deliver',
  sameSiteForm((c) => (isDevelopment(c.env?.ENVIRONMENT) ? backToCheckout(c) : notFoundResponse(c))),
  async (c) => {
    if (!isDevelopment(c.env?.ENVIRONMENT)) return notFoundResponse(c);
    const form = await formOf(c);
    const orderNo = (form.order ?? '').slice(0, 40);
    const back = `/checkout${buildQuery([['order', orderNo]])}`;
    const { member } = contextOf(c);
    if (!member) return c.redirect(loginHref(back), 303);
    if (!ORDER_NO.test(orderNo)) return c.redirect(back, 303);
    try {
      await deliverSandboxOrder(upstreamDeps(c), { token: member.accessToken, orderNo });
    } catch (error) {
      // The checkout shows the order as it is; a refusal leaves it unchanged there.
      const r = refusalOf(error);
      if (r.status >= 500) console.error('[checkout] sandbox step failed', r.errorCode);
    }
    return c.redirect(back, 303);
  },
);

/**
 * Starts the payment (issue 29): the purchase agreement and a method from the 주문서's form; the
 * origin checks the order and records the agreement. The sandbox window in development (a
 * redirect with Toss's request fields); Toss's window otherwise (the 주문서 again, opening it).
 * A refusal shows the 주문서 with the reason and what was chosen.
 */
checkoutPages.post('/pay', sameSiteForm(backToCheckout), async (c) => {
  const form = await formOf(c);
  const orderNo = (form.order ?? '').slice(0, 40);
  const back = `/checkout${buildQuery([['order', orderNo]])}`;
  const { member } = contextOf(c);
  if (!member) return c.redirect(loginHref(back), 303);
  if (!ORDER_NO.test(orderNo)) return c.redirect(back, 303);
  const method = PaymentMethodSchema.safeParse(form.method).data ?? 'CARD';
  const agreed = form.agree === 'on';
  const setup = paymentSetup(c.env);
  // Without a provider the 주문서 itself says payment is unavailable.
  if (!setup) return c.redirect(back, 303);
  // Only what the 주문서 offers reaches the provider (a hand-made post may name another).
  if (!methodsFor(setup).includes(method)) return checkoutPage(c, orderNo, { status: 400, agreed, payNotice: { text: ko.checkoutPay.methodUnavailable } });
  if (!agreed) return checkoutPage(c, orderNo, { status: 400, method, payNotice: { text: ko.checkoutPay.agreeFirst } });
  let started: PaymentStart;
  try {
    started = await startPayment(upstreamDeps(c), { token: member.accessToken, orderNo, method, agreed });
  } catch (error) {
    const r = refusalOf(error);
    if (r.status === 401) return c.redirect(loginHref(back), 303);
    if (r.status >= 500) console.error('[checkout] payment start failed', r.errorCode);
    const status = (r.status >= 400 && r.status <= 599 ? r.status : 502) as ContentfulStatusCode;
    return checkoutPage(c, orderNo, { status, method, agreed, payNotice: { text: status < 500 && r.serverMessage ? r.serverMessage : ko.errors.genericTemporary } });
  }
  if (setup.mode === 'sandbox' && started.mode === 'sandbox') {
    const query: [string, string | number][] = [
      ['orderId', started.orderId],
      ['amount', started.amount],
      ['orderName', started.orderName],
      ['method', started.method],
      ['successUrl', '/checkout/success'],
      ['failUrl', '/checkout/fail'],
    ];
    return c.redirect(`/sandbox/payments/window${buildQuery(query)}`, 303);
  }
  if (setup.mode === 'toss' && started.mode === 'toss') {
    const { orderId, amount, orderName, customerKey, customerEmail, customerName } = started;
    return checkoutPage(c, orderNo, { method, agreed, tossLaunch: { clientKey: setup.clientKey, customerKey, method: started.method, amount, orderId, orderName, customerEmail, customerName } });
  }
  console.error('[checkout] the edge and the origin name different payment providers', setup.mode, started.mode);
  return checkoutPage(c, orderNo, { status: 503, method, agreed, payNotice: { text: ko.checkoutPay.unavailable } });
});

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * The provider's success return (`?paymentKey=…&orderId=…&amount=…`): the origin confirms it
 * (the amount checked against the order), then the order-complete page. A refusal goes back to
 * the 주문서 with the reason; the order stays payable. A replayed return answers the paid order.
 */
checkoutPages.get('/success', async (c) => {
  const url = new URL(c.req.url);
  const { member } = contextOf(c);
  if (!member) return c.redirect(loginHref(`${url.pathname}${url.search}`), 303);
  const orderId = c.req.query('orderId') ?? '';
  const ret = SuccessReturnSchema.safeParse(c.req.query());
  const toCheckout = (code: string, message: string | null) =>
    c.redirect(
      `/checkout${buildQuery([
        ['order', orderId],
        ['payCode', code],
        ['payMessage', message ?? ''],
      ])}`,
      303,
    );
  if (!ret.success) return ORDER_NO.test(orderId) ? toCheckout('INVALID_RETURN', null) : notFoundResponse(c);
  try {
    await confirmPayment(upstreamDeps(c), { token: member.accessToken, ...ret.data });
  } catch (error) {
    const r = refusalOf(error);
    if (r.status === 401) return c.redirect(loginHref(`${url.pathname}${url.search}`), 303);
    if (r.errorCode === 'ORDER_ALREADY_PAID') return c.redirect(`/checkout/complete/${encodeURIComponent(ret.data.orderId)}`, 303);
    if (r.status >= 500) console.error('[checkout] payment confirm failed', r.errorCode);
    c.header('Cache-Control', noStore['Cache-Control']);
    return toCheckout(r.errorCode || 'PAYMENT_FAILED', r.status < 500 ? r.serverMessage : null);
  }
  c.header('Cache-Control', noStore['Cache-Control']);
  return c.redirect(`/checkout/complete/${encodeURIComponent(ret.data.orderId)}`, 303);
});

/** The provider's fail return (`?code=…&message=…&orderId=…`): back to the 주문서 with its message, the order intact. */
checkoutPages.get('/fail', (c) => {
  const ret = FailReturnSchema.parse(c.req.query());
  c.header('Cache-Control', noStore['Cache-Control']);
  if (!ret.orderId) return c.redirect(pageLink('orderList'), 303);
  return c.redirect(
    `/checkout${buildQuery([
      ['order', ret.orderId],
      ['payCode', ret.code],
      ['payMessage', ret.message],
    ])}`,
    303,
  );
});

checkoutPages.route('/complete', completePages);
