/**
 * What an order used besides its lines (issue 29 contract): the coupon, the coupon's discount
 * and the mileage, and where it goes. The address engineer adds these columns to `orders`
 * (coupon_no, coupon_discount, mileage_used, recipient_name, recipient_phone, zipcode, address,
 * address_detail, delivery_request); until their branch is merged they do not exist here, so
 * this reads whichever of them the table has and answers zeros and nulls for the rest. The
 * integrator wires it to the real columns at merge: keep this seam small.
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

const COLUMNS = ['coupon_no', 'coupon_discount', 'mileage_used', 'recipient_name', 'recipient_phone', 'zipcode', 'address', 'address_detail', 'delivery_request'] as const;
type Column = (typeof COLUMNS)[number];

const present = new WeakMap<D1Database, Promise<Set<string>>>();

/** The columns of `orders` this seam reads, once per database binding. */
function columnsOf(db: D1Database): Promise<Set<string>> {
  let known = present.get(db);
  if (!known) {
    known = db
      .prepare("SELECT name FROM pragma_table_info('orders')")
      .all<{ name: string }>()
      .then(({ results }) => new Set(results.map((r) => r.name)));
    present.set(db, known);
  }
  return known;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export async function orderExtras(db: D1Database, orderNo: string): Promise<OrderExtras> {
  const known = await columnsOf(db);
  const have = COLUMNS.filter((c) => known.has(c));
  const row = have.length
    ? await db.prepare(`SELECT ${have.join(', ')} FROM orders WHERE order_no = ?`).bind(orderNo).first<Partial<Record<Column, unknown>>>()
    : null;
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
