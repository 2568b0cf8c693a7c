/**
 * What the checkout form knows of one order (issue 29 §1): its delivery address, its lines as
 * the coupon rules see them, the member's coupons and mileage, and the summary. Read in one
 * batch; every amount is computed here (rules/coupon.ts, rules/mileage.ts,
 * rules/checkout-summary.ts), never in the browser.
 */
import { checkoutSummary, type CheckoutSummary } from '../../rules/checkout-summary';
import { couponVerdict, type CouponLine, type CouponTerms, type CouponVerdict } from '../../rules/coupon';
import { unpaidOrderCutoff } from '../../rules/order-hold';

export interface WalletOrder {
  orderNo: string;
  kind: string;
  /** Unpaid and within its hold: the address, coupon and mileage may still change. */
  editable: boolean;
  totalPrice: number;
  shippingFee: number;
  couponNo: number | null;
  couponDiscount: number;
  mileageUsed: number;
  delivery: Delivery | null;
}

export interface Delivery {
  recipientName: string;
  recipientPhone: string;
  zipcode: string;
  address: string;
  addressDetail: string;
  deliveryRequest: string;
}

export interface WalletCoupon extends CouponTerms {
  couponNo: number;
  name: string;
}

export interface Wallet {
  order: WalletOrder;
  lines: CouponLine[];
  /** Σ max(list, unit price) × qty. */
  listPrice: number;
  linesTotal: number;
  coupons: WalletCoupon[];
  /** The member's balance as stored (already less what this and other unpaid orders hold). */
  balance: number;
}

interface OrderRow {
  order_no: string;
  kind: string;
  status: string;
  created_at: number;
  total_price: number;
  shipping_fee: number;
  coupon_no: number | null;
  coupon_discount: number;
  mileage_used: number;
  recipient_name: string | null;
  recipient_phone: string | null;
  zipcode: string | null;
  address: string | null;
  address_detail: string | null;
  delivery_request: string | null;
}

interface LineRow {
  qty: number;
  unit_price: number;
  brand_no: number | null;
  consumer_price: number | null;
  is_coupon_allowed_in_order: number | null;
  is_coupon_use: number | null;
}

interface CouponRow {
  coupon_no: number;
  name: string;
  discount_type: string;
  discount_value: number;
  max_discount: number;
  min_order_amount: number;
  brand_no: number | null;
  expires_at: number;
  used_at: number | null;
  used_order_no: string | null;
}

export const couponOf = (r: CouponRow): WalletCoupon => ({
  couponNo: r.coupon_no,
  name: r.name,
  type: r.discount_type === 'RATE' ? 'RATE' : 'AMOUNT',
  value: r.discount_value,
  maxDiscount: r.max_discount,
  minOrderAmount: r.min_order_amount,
  brandNo: r.brand_no,
  expiresAt: r.expires_at,
  usedAt: r.used_at,
  usedOrderNo: r.used_order_no,
});

const deliveryOf = (o: OrderRow): Delivery | null =>
  o.zipcode && o.address && o.recipient_name && o.recipient_phone
    ? { recipientName: o.recipient_name, recipientPhone: o.recipient_phone, zipcode: o.zipcode, address: o.address, addressDetail: o.address_detail ?? '', deliveryRequest: o.delivery_request ?? '' }
    : null;

/** The order's wallet for `userNo` at `nowMs`; null when the order is not theirs (or does not exist). */
export async function loadWallet(db: D1Database, orderNo: string, userNo: number, nowMs: number): Promise<Wallet | null> {
  const [orders, lines, coupons, member] = await db.batch([
    db
      .prepare(
        `SELECT order_no, kind, status, created_at, total_price, shipping_fee, coupon_no, coupon_discount, mileage_used,
           recipient_name, recipient_phone, zipcode, address, address_detail, delivery_request
         FROM orders WHERE order_no = ? AND user_no = ?`,
      )
      .bind(orderNo, userNo),
    db
      .prepare(
        `SELECT l.qty, l.unit_price, i.brand_no, i.consumer_price, i.is_coupon_allowed_in_order, b.is_coupon_use
         FROM order_lines l JOIN orders o ON o.order_no = l.order_no
           LEFT JOIN items i ON i.item_no = l.item_no LEFT JOIN brands b ON b.brand_no = i.brand_no
         WHERE l.order_no = ? AND o.user_no = ? ORDER BY l.seq`,
      )
      .bind(orderNo, userNo),
    // Unused and unexpired, or the one this order holds (shown even once it expired).
    db
      .prepare(
        `SELECT coupon_no, name, discount_type, discount_value, max_discount, min_order_amount, brand_no, expires_at, used_at, used_order_no
         FROM member_coupons WHERE user_no = ?1 AND ((used_at IS NULL AND expires_at > ?3) OR used_order_no = ?2)
         ORDER BY expires_at, coupon_no`,
      )
      .bind(userNo, orderNo, nowMs),
    db.prepare('SELECT mileage FROM members WHERE user_no = ?').bind(userNo),
  ]);
  const o = (orders?.results as OrderRow[] | undefined)?.[0];
  if (!o) return null;
  const rows = (lines?.results as LineRow[] | undefined) ?? [];
  const couponLines: CouponLine[] = rows.map((l) => ({
    brandNo: l.brand_no,
    amount: l.unit_price * l.qty,
    // An item no longer in the catalogue takes no coupon.
    couponAllowed: l.is_coupon_allowed_in_order === 1,
    brandCouponUse: l.is_coupon_use === 1,
  }));
  return {
    order: {
      orderNo: o.order_no,
      kind: o.kind,
      editable: o.status === 'PENDING_PAYMENT' && o.created_at >= unpaidOrderCutoff(nowMs),
      totalPrice: o.total_price,
      shippingFee: o.shipping_fee,
      couponNo: o.coupon_no,
      couponDiscount: o.coupon_discount,
      mileageUsed: o.mileage_used,
      delivery: deliveryOf(o),
    },
    lines: couponLines,
    listPrice: rows.reduce((sum, l) => sum + Math.max(l.consumer_price ?? 0, l.unit_price) * l.qty, 0),
    linesTotal: rows.reduce((sum, l) => sum + l.unit_price * l.qty, 0),
    coupons: ((coupons?.results as CouponRow[] | undefined) ?? []).map(couponOf),
    balance: (member?.results as { mileage: number }[] | undefined)?.[0]?.mileage ?? 0,
  };
}

/** The summary of the order as stored (its coupon and mileage). */
export const summaryOf = (w: Wallet): CheckoutSummary =>
  checkoutSummary({ listPrice: w.listPrice, linesTotal: w.linesTotal, couponDiscount: w.order.couponDiscount, mileageUsed: w.order.mileageUsed, shippingFee: w.order.shippingFee });

/** Each coupon's verdict for this order. */
export const verdicts = (w: Wallet, nowMs: number): (WalletCoupon & { verdict: CouponVerdict })[] => w.coupons.map((c) => ({ ...c, verdict: couponVerdict(c, w.lines, w.order.orderNo, nowMs) }));
