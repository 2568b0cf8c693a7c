import type { ListedOrder, ReceivedGifts } from '../../schemas/order';
import { formatSeoulDate, formatSeoulMonthDay } from '../../rules/seoul-time';
import { ordersCopy as t } from '../copy/ko';
import { formatWon } from '../product/prices';
import { shownName } from './withheld';

/**
 * One order of the order list as the page shows it (issue 11 item 4): date, kind and status in
 * words, when it ships or arrived, its lines and total, and where to pay a pending one.
 */
export interface OrderView {
  orderNo: string;
  date: string;
  kind: string;
  status: string;
  statusLabel: string;
  /** '11월 26일 (목) 출고 예정' while paid; '11월 28일 (토) 도착' once delivered; else null. */
  note: string | null;
  /** `withheld`: an adult-only item the member may not see (src/member/withheld.ts). */
  lines: { key: string; brand: string; name: string; option: string; qty: string; price: string; withheld: boolean }[];
  total: string;
  /** The checkout of a pending order, where it can be paid; null otherwise. */
  payHref: string | null;
  /** Spec 2.7's receipt page of a paid order where a host serves it (issue 31 §4); null otherwise. */
  receiptHref: string | null;
}

const when = (ms: number | null) => (ms === null ? null : new Date(ms));

export function orderView(order: ListedOrder, checkoutHref: (orderNo: string) => string, receiptHref: (orderNo: string) => string | null = () => null): OrderView {
  const note =
    order.status === 'PAID' && order.shipAt !== null
      ? t.shipsOn(formatSeoulMonthDay(when(order.shipAt)))
      : order.status === 'DELIVERED' && order.deliverAt !== null
        ? t.deliveredOn(formatSeoulMonthDay(when(order.deliverAt)))
        : null;
  const sum = order.lines.reduce((acc, l) => acc + l.unitPrice * l.qty, 0);
  return {
    orderNo: order.orderNo,
    date: formatSeoulDate(when(order.createdAt)),
    kind: t.kinds[order.kind ?? ''] ?? '',
    status: order.status,
    statusLabel: t.statuses[order.status] ?? order.status,
    note,
    lines: order.lines.map((l, i) => ({
      key: `${l.itemNo}-${l.optionNo ?? 0}-${i}`,
      brand: l.adultWithheld ? '' : l.brandName,
      name: shownName(l),
      option: l.optionText,
      qty: t.qty(l.qty),
      price: formatWon(l.unitPrice * l.qty),
      withheld: l.adultWithheld === true,
    })),
    total: formatWon(order.totalPrice ?? sum),
    payHref: order.status === 'PENDING_PAYMENT' ? checkoutHref(order.orderNo) : null,
    receiptHref: order.paidAt !== null ? receiptHref(order.orderNo) : null,
  };
}

export type ReceivedGift = ReceivedGifts['results'][number];

/** A received gift as its recipient sees it: who sent it, the note, what is in it, no prices. */
export interface ReceivedGiftView {
  orderNo: string;
  date: string;
  from: string;
  message: string;
  status: string;
  statusLabel: string;
  /** '11월 28일 (토) 도착' once delivered; else null. */
  note: string | null;
  lines: { key: string; brand: string; name: string; option: string; qty: string; withheld: boolean }[];
  /** Delivered: the recipient reviews it (the gift variant of review write). */
  reviewable: boolean;
}

export function receivedGiftView(gift: ReceivedGift): ReceivedGiftView {
  return {
    orderNo: gift.orderNo,
    date: formatSeoulDate(when(gift.createdAt)),
    from: t.giftFrom(gift.senderName || '***'),
    message: gift.message,
    status: gift.status,
    statusLabel: t.statuses[gift.status] ?? gift.status,
    note: gift.status === 'DELIVERED' && gift.deliverAt !== null ? t.deliveredOn(formatSeoulMonthDay(when(gift.deliverAt))) : null,
    lines: gift.lines.map((l) => ({
      key: `${gift.orderNo}-${l.seq}`,
      brand: l.adultWithheld ? '' : l.brandName,
      name: shownName(l),
      option: l.optionText,
      qty: t.qty(l.qty),
      withheld: l.adultWithheld === true,
    })),
    // A gift of only withheld items has nothing the member may review (rules/adult-holding.ts).
    reviewable: gift.status === 'DELIVERED' && gift.lines.some((l) => !l.adultWithheld),
  };
}

/** An order's detail page (issue 29 §2; edge/pages/orders/route.tsx serves it). */
export const orderDetailHref = (orderNo: string): string => `/my-order/detail/${encodeURIComponent(orderNo)}`;
