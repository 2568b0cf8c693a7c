/**
 * `/checkout?order={orderNo}` (page-type label `checkout`, spec 2.4): the order a buy-now or
 * gift made, as the origin stored it — lines with option, quantity and price, the total and its
 * status. Members only; a visitor is sent to log in and comes back here. Payment is a sandbox
 * in development (`POST /checkout/pay`, labelled 샌드박스) and absent in production, where a
 * real payment provider would take its place. Mounted at `/checkout`.
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
import { isCrossSite } from '../../gateway/forward';
import { refusalOf } from '../../upstream/errors';
import { deliverSandboxOrder, paySandboxOrder, setGiftRecipient } from '../../upstream/orders';
import { notFoundResponse } from '../errors';
import { formOf } from '../form-body';
import { CheckoutDelivery } from '../../../src/member/components/CheckoutDelivery';
import { CheckoutDiscount } from '../../../src/member/components/CheckoutDiscount';
import { CheckoutSummary } from '../../../src/member/components/CheckoutSummary';
import { DAUM_POSTCODE_SCRIPT, postcodeProviderFor } from '../../../src/member/postcode';
import { postcodeCsp } from '../../render/postcode-csp';
import { deliveryPost, discountPost } from './form';
import type { CheckoutFormState } from './form-state';

export const checkoutPages = new Hono<AppEnv>();

checkoutPages.get('/', (c) => checkoutPage(c, c.req.query('order') ?? ''));

/** Where the problem checkoutProblem names is shown (origin/routes/checkout-ready.ts). */
const DELIVERY_PROBLEMS = new Set(['DELIVERY_ADDRESS_REQUIRED']);
const DISCOUNT_PROBLEMS = new Set(['COUPON_NO_LONGER_VALID', 'MILEAGE_ABOVE_BALANCE', 'CHECKOUT_CHANGED']);
const DONE: Record<string, string> = { delivery: ko.checkoutForm.deliverySaved, deliveryBookFull: ko.checkoutForm.deliverySaved, discount: ko.checkoutForm.discountApplied };

/**
 * The checkout of `orderNo`; after a refused gift form, with what was typed and the reason;
 * after a refused 배송지 or 할인 post (./form.tsx), with what was typed there (`formState`).
 */
async function checkoutPage(c: Context<AppEnv>, orderNo: string, typed?: GiftRecipientState['typed'], status: ContentfulStatusCode = 200, formState: CheckoutFormState | null = null) {
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
  // Back from payment (`paid=1`) with the order paid: the purchase the tags count, once (the
  // entry remembers the orders it sent); a search-ad conversion while the campaign cookie lasts.
  const justPaid = c.req.query('paid') === '1' && order.status === 'PAID';
  const head = { title, robots: 'noindex', ...(justPaid ? { purchase: { orderNo: order.orderNo, value: total, searchAd: context.campaign.active !== null } } : {}) };
  const pending = order.status === 'PENDING_PAYMENT';
  const done = formState ? null : (c.req.query('done') ?? null);
  const giftRecipient: GiftRecipientState | null = order.gift
    ? { name: order.giftRecipientName, message: order.giftMessage, action: pending ? '/checkout/gift' : null, ...(typed ? { typed } : {}) }
    : null;
  return renderPage(c, {
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
        payAction={pending && isDevelopment(c.env?.ENVIRONMENT) ? '/checkout/pay' : null}
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
}

/**
 * Whom a gift goes to (every environment: this is the checkout, not the sandbox): a plain form
 * post; accepted, back to the checkout, which then offers payment; refused, the checkout again
 * with what was typed and the reason beside its field.
 */
checkoutPages.post('/gift', async (c) => {
  const form = await formOf(c);
  const orderNo = (form.order ?? '').slice(0, 40);
  const back = `/checkout${buildQuery([['order', orderNo]])}`;
  const { member } = contextOf(c);
  if (!member) return c.redirect(loginHref(back), 303);
  const typed = { recipientId: (form.recipientId ?? '').slice(0, 254), message: (form.message ?? '').slice(0, 200) };
  const refuse = (field: 'recipientId' | 'message' | 'form', text: string, status: ContentfulStatusCode) => checkoutPage(c, orderNo, { ...typed, error: { field, text } }, status);
  if (isCrossSite(c)) return refuse('form', ko.errors.genericTemporary, 403);
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

/**
 * The sandbox payment (development only; 404 in production, where there is no sandbox): a plain
 * form post from the checkout, which the origin turns into a paid order; back to the checkout.
 */
checkoutPages.post('/delivery', (c) => deliveryPost(c, (cc, orderNo, state, status) => checkoutPage(cc, orderNo, undefined, status, state)));
checkoutPages.post('/discount', (c) => discountPost(c, (cc, orderNo, state, status) => checkoutPage(cc, orderNo, undefined, status, state)));

checkoutPages.post('/pay', (c) => sandboxStep(c, paySandboxOrder));

/** The sandbox's "delivered now" for a paid order (development only), for previews and tests. */
checkoutPages.post('/deliver', (c) => sandboxStep(c, deliverSandboxOrder));

async function sandboxStep(c: Context<AppEnv>, step: typeof paySandboxOrder): Promise<Response> {
  if (!isDevelopment(c.env?.ENVIRONMENT)) return notFoundResponse(c);
  const form = await formOf(c);
  const orderNo = (form.order ?? '').slice(0, 40);
  const back = `/checkout${buildQuery([['order', orderNo]])}`;
  const { member } = contextOf(c);
  if (!member) return c.redirect(loginHref(back), 303);
  if (isCrossSite(c) || !ORDER_NO.test(orderNo)) return c.redirect(back, 303);
  try {
    await step(upstreamDeps(c), { token: member.accessToken, orderNo });
  } catch (error) {
    // The checkout shows the order as it is; a refusal leaves it unchanged there.
    const r = refusalOf(error);
    if (r.status >= 500) console.error('[checkout] sandbox step failed', r.errorCode);
    return c.redirect(back, 303);
  }
  // A payment provider's return address says the payment went through: `paid=1`.
  return c.redirect(step === paySandboxOrder ? `/checkout${buildQuery([['order', orderNo], ['paid', '1']])}` : back, 303);
}
