/**
 * The checkout summary (issue 29 §1): 상품 금액 (list prices), 할인 (the sale off them), 쿠폰,
 * 마일리지, 배송비 and 최종 결제 금액, which always adds up:
 *   final = itemsPrice − sale − coupon − mileage + shipping.
 * `orders.total_price` is this final amount (the contract of issue 29), written by the origin
 * with the coupon and mileage in one batch. Pure; amounts are whole won.
 */

export interface SummaryInput {
  /** Σ max(list price, unit price) × qty: the lines before the sale. */
  listPrice: number;
  /** Σ unit price × qty: what the order's lines cost. */
  linesTotal: number;
  couponDiscount: number;
  mileageUsed: number;
  shippingFee: number;
}

export interface CheckoutSummary {
  itemsPrice: number;
  sale: number;
  coupon: number;
  mileage: number;
  shipping: number;
  final: number;
}

const won = (n: number) => (Number.isFinite(n) && n > 0 ? Math.round(n) : 0);

export function checkoutSummary(i: SummaryInput): CheckoutSummary {
  const linesTotal = won(i.linesTotal);
  const itemsPrice = Math.max(won(i.listPrice), linesTotal);
  const sale = itemsPrice - linesTotal;
  // Never more off than the lines cost: the final amount is at least the shipping.
  const coupon = Math.min(won(i.couponDiscount), linesTotal);
  const mileage = Math.min(won(i.mileageUsed), linesTotal - coupon);
  const shipping = won(i.shippingFee);
  return { itemsPrice, sale, coupon, mileage, shipping, final: itemsPrice - sale - coupon - mileage + shipping };
}
