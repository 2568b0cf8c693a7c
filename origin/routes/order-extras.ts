/**
 * What an order used besides its lines: the coupon, the coupon's discount and the mileage
 * (checkout-form.ts writes them, 0033), and where it goes (the 배송지 columns of 0033).
 */
export interface OrderExtras {
  couponNo: number | null;
  couponDiscount: number;
  mileageUsed: number;
  delivery: {
    recipientName: string | null;
    recipientPhone: string | null;
    zipcode: string | null;
    address: string | null;
    addressDetail: string | null;
    request: string | null;
  };
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export async function orderExtras(db: D1Database, orderNo: string): Promise<OrderExtras> {
  const row = await db
    .prepare('SELECT coupon_no, coupon_discount, mileage_used, recipient_name, recipient_phone, zipcode, address, address_detail, delivery_request FROM orders WHERE order_no = ?')
    .bind(orderNo)
    .first<Record<string, unknown>>();
  const r = row ?? {};
  return {
    couponNo: typeof r.coupon_no === 'number' ? r.coupon_no : null,
    couponDiscount: num(r.coupon_discount),
    mileageUsed: num(r.mileage_used),
    delivery: {
      recipientName: text(r.recipient_name),
      recipientPhone: text(r.recipient_phone),
      zipcode: text(r.zipcode),
      address: text(r.address),
      addressDetail: text(r.address_detail),
      request: text(r.delivery_request),
    },
  };
}
