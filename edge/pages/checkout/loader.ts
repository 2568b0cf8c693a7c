/**
 * The checkout page's data: critical, the shell and the member's order; then, best effort,
 * each line's item (a line whose item fails shows its number). A missing or foreign order is
 * `order: null` (the page answers 404).
 */
import type { CheckoutForm, SavedAddress } from '../../../schemas/checkout-form';
import type { ItemDetail } from '../../../schemas/item-detail';
import type { Order } from '../../../schemas/order';
import type { CheckoutLine } from '../../../src/member/checkout';
import type { RequestContext } from '../../context/request-context';
import type { Member } from '../../context/vars';
import { seesAdultItems } from '../../context/adult-gate';
import { getItemDetail } from '../../upstream/catalog';
import { getAddressBook, getCheckoutForm } from '../../upstream/checkout-form';
import { refusalOf } from '../../upstream/errors';
import { getOrder } from '../../upstream/member';
import type { UpstreamDeps } from '../../upstream/request';
import { loadShell, type ShellData, type ShellOptions } from '../shell-loader';

export const ORDER_NO = /^[0-9A-Za-z-]{1,40}$/;

export interface CheckoutOrder {
  orderNo: string;
  gift: boolean;
  /** A gift's recipient (masked) once named, and the sender's note. */
  giftRecipientName: string | null;
  giftMessage: string;
  lines: (CheckoutLine & { itemNo: number; adultWithheld?: boolean })[];
  /** Absent (null) for an item that failed, or an adult-only one the member may not see. */
  items: Map<number, ItemDetail | null>;
  /** As the origin stored it; null when it did not say. */
  totalPrice: number | null;
  /** Included in the total (rules/shipping-fee.ts, charged by the origin). */
  shippingFee: number;
  /** Read at the order clock: PENDING_PAYMENT until the (sandbox) payment. */
  status: string;
}

export interface CheckoutData {
  shell: ShellData;
  order: CheckoutOrder | null;
  /** The checkout form (배송지, 할인, summary) as the origin answered it; null when it did not (the page shows the lines' totals). */
  form: CheckoutForm | null;
  /** The member's saved addresses; empty when they could not be read. */
  book: SavedAddress[];
}

async function loadOrder(deps: UpstreamDeps, member: Member, orderNo: string): Promise<CheckoutOrder | null> {
  if (!ORDER_NO.test(orderNo)) return null;
  let order: { data: Order };
  try {
    order = { data: await getOrder(deps, { token: member.accessToken, orderNo }) };
  } catch (error) {
    const r = refusalOf(error);
    if (r.status >= 500) console.error('[checkout] order unavailable', r.errorCode);
    return null;
  }
  const items = new Map<number, ItemDetail | null>();
  await Promise.all(
    [...new Set(order.data.lines.map((l) => l.itemNo))].map(async (no) => {
      items.set(no, await getItemDetail(deps, { itemNo: no }).catch(() => null));
    }),
  );
  // DECISIONS 14: an adult-only item (bought while verified, the verification since lapsed) is
  // drawn as the item page's gate draws it: no name, brand or picture.
  const adultOnly = [...items].filter(([, item]) => item?.useAdultCheck === 'T').map(([no]) => no);
  const withheld = adultOnly.length > 0 && !(await seesAdultItems(deps, member)) ? new Set(adultOnly) : new Set<number>();
  for (const no of withheld) items.set(no, null);
  return {
    orderNo: order.data.orderNo,
    gift: order.data.kind === 'gift',
    giftRecipientName: order.data.giftRecipientName,
    giftMessage: order.data.giftMessage,
    // A withheld line loses its option text too (it may name the item), whatever the upstream sent.
    lines: order.data.lines.map((l) => ({
      itemNo: l.itemNo,
      optionNo: l.optionNo,
      text: withheld.has(l.itemNo) ? '' : l.optionText,
      qty: l.qty,
      unitPrice: l.unitPrice,
      adultWithheld: withheld.has(l.itemNo),
    })),
    items,
    totalPrice: order.data.totalPrice ?? null,
    shippingFee: order.data.shippingFee,
    status: order.data.status,
  };
}

/** Best effort: the page still shows the order and its totals without it. */
async function loadForm(deps: UpstreamDeps, member: Member, orderNo: string): Promise<{ form: CheckoutForm | null; book: SavedAddress[] }> {
  if (!ORDER_NO.test(orderNo)) return { form: null, book: [] };
  const token = member.accessToken;
  const logged = (what: string) => (error: unknown) => {
    const r = refusalOf(error);
    if (r.status >= 500) console.error(`[checkout] ${what} unavailable`, r.errorCode);
    return null;
  };
  const [form, book] = await Promise.all([getCheckoutForm(deps, { token, orderNo }).catch(logged('form')), getAddressBook(deps, { token }).catch(logged('address book'))]);
  return { form, book: book?.addresses ?? [] };
}

export async function loadCheckoutPage(deps: UpstreamDeps, context: RequestContext, member: Member, orderNo: string, shellOptions: ShellOptions = {}): Promise<CheckoutData> {
  const [shell, order, { form, book }] = await Promise.all([loadShell(deps, context, shellOptions), loadOrder(deps, member, orderNo), loadForm(deps, member, orderNo)]);
  return { shell, order, form, book };
}
