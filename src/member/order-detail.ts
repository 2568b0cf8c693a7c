import type { OrderDetail } from '../../schemas/order-detail';
import { timelineAt } from '../../rules/order-progress';
import { formatSeoulDate, formatSeoulDateTime, formatSeoulMonthDay, formatSeoulMonthDayTime } from '../../rules/seoul-time';
import { orderDetailCopy as t, ordersCopy } from '../copy/ko';
import { formatWon } from '../product/prices';
import { shownName } from './withheld';

/**
 * The order detail page's view (issue 29 §2): what the page prints of the upstream's answer.
 * Pure; the route fetches, the component draws. The actions are the upstream's (the page never
 * decides alone what is allowed); the timeline is rules/order-progress.ts's, read so it agrees
 * with the status the upstream answered.
 */
export interface OrderDetailView {
  orderNo: string;
  date: string;
  kind: string;
  status: string;
  statusLabel: string;
  timeline: { step: string; label: string; done: boolean; when: string }[];
  cancelledNote: string | null;
  refundNote: string | null;
  lines: {
    key: string;
    seq: number;
    brand: string;
    name: string;
    option: string;
    qty: string;
    price: string;
    withheld: boolean;
    /** The item page, for a line the member may see. */
    href: string | null;
    /** The review write flow for this line, when the upstream allows it. */
    reviewHref: string | null;
    claimable: boolean;
    /** '반품 요청' / '교환 요청' (open), or the settled request's state; null without one. */
    claimLabel: string | null;
  }[];
  delivery: { name: string | null; phone: string | null; address: string | null; request: string | null } | null;
  giftTo: string | null;
  payment: { rows: { label: string; value: string }[]; total: string; method: string | null; receiptHref: string | null };
  tracking: { text: string; href: string | null } | null;
  actions: { cancel: boolean; retryRefund: boolean; claimUntil: string | null };
  payHref: string | null;
}

export interface OrderDetailLinks {
  product: (itemNo: number) => string;
  review: (orderNo: string, seq: number) => string;
  checkout: (orderNo: string) => string;
  /** Spec 2.7's receipt page for a paid order the upstream gave no receipt address of its own; null where none is served. */
  receipt?: (orderNo: string) => string | null;
}

const at = (ms: number | null) => (ms === null ? null : new Date(ms));

/** An outside address we may link to: https only, or a path on our own site. */
export function safeHref(href: string | null): string | null {
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    return new URL(href).protocol === 'https:' ? href : null;
  } catch {
    return null;
  }
}

/**
 * The moment the timeline is read at, kept inside the status the upstream answered: its clock
 * and ours may differ by a moment, and the page must not say 배송 중 under a 결제 완료 status.
 */
export function timelineClock(order: Pick<OrderDetail, 'status' | 'shipAt' | 'deliverAt'>, now: number): number {
  const { status, shipAt, deliverAt } = order;
  if (status === 'DELIVERED' && deliverAt !== null) return Math.max(now, deliverAt);
  if (status === 'SHIPPED' && shipAt !== null) return Math.min(Math.max(now, shipAt), deliverAt !== null ? deliverAt - 1 : Number.MAX_SAFE_INTEGER);
  if (status === 'PAID' && shipAt !== null) return Math.min(now, shipAt - 1);
  return now;
}

export function orderDetailView(order: OrderDetail, now: number, links: OrderDetailLinks): OrderDetailView {
  const stored = order.status === 'SHIPPED' || order.status === 'DELIVERED' ? 'PAID' : order.status;
  const steps = timelineAt({ status: stored, paidAt: order.paidAt, shipAt: order.shipAt, deliverAt: order.deliverAt }, timelineClock(order, now));
  const itemsTotal = order.lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);
  const rows = [
    { label: t.itemsTotal, value: formatWon(itemsTotal) },
    { label: t.shippingFee, value: formatWon(order.shippingFee) },
    ...(order.couponDiscount > 0 ? [{ label: t.couponDiscount, value: `-${formatWon(order.couponDiscount)}` }] : []),
    ...(order.mileageUsed > 0 ? [{ label: t.mileageUsed, value: `-${formatWon(order.mileageUsed)}` }] : []),
  ];
  const d = order.delivery;
  const address = d ? [d.zipcode ? `(${d.zipcode})` : null, d.address, d.addressDetail].filter(Boolean).join(' ') : '';
  const hasDelivery = d !== null && (d.recipientName !== null || address !== '');
  return {
    orderNo: order.orderNo,
    date: formatSeoulDate(at(order.createdAt)),
    kind: ordersCopy.kinds[order.kind ?? ''] ?? '',
    status: order.status,
    statusLabel: ordersCopy.statuses[order.status] ?? order.status,
    timeline: steps.map((s) => ({
      step: s.step,
      label: t.steps[s.step] ?? s.step,
      done: s.done,
      when: s.at === null ? '' : s.done ? formatSeoulMonthDayTime(at(s.at)) : t.planned(formatSeoulMonthDay(at(s.at))),
    })),
    cancelledNote: order.status === 'CANCELLED' && order.cancelledAt !== null ? t.cancelledAt(formatSeoulDateTime(at(order.cancelledAt))) : null,
    refundNote: order.refundState ? t.refund[order.refundState] || null : null,
    lines: order.lines.map((l) => {
      const withheld = l.adultWithheld === true;
      const claim = l.claim;
      return {
        key: `${order.orderNo}-${l.seq}`,
        seq: l.seq,
        brand: withheld ? '' : l.brandName,
        name: shownName(l),
        option: [l.optionLabel, l.optionText].filter(Boolean).join(' · '),
        qty: ordersCopy.qty(l.qty),
        price: formatWon(l.unitPrice * l.qty),
        withheld,
        href: withheld ? null : links.product(l.itemNo),
        reviewHref: l.actions.review && !withheld ? links.review(order.orderNo, l.seq) : null,
        claimable: l.actions.claim,
        claimLabel: claim ? (claim.status === 'REQUESTED' ? (t.claimStatus[claim.kind] ?? null) : `${t.claimStatus[claim.kind] ?? ''} ${t.claimSettled[claim.status] ?? ''}`.trim() || null) : null,
      };
    }),
    delivery: hasDelivery ? { name: d.recipientName, phone: d.recipientPhone, address: address || null, request: d.request } : null,
    giftTo: order.giftRecipientName,
    payment: {
      rows,
      total: formatWon(order.totalPrice ?? itemsTotal + order.shippingFee),
      method: order.paymentMethod,
      receiptHref: safeHref(order.receiptUrl) ?? (order.paidAt !== null ? (links.receipt?.(order.orderNo) ?? null) : null),
    },
    tracking: order.tracking ? { text: t.tracking(order.tracking.carrier, order.tracking.invoiceNo), href: safeHref(order.tracking.url) } : null,
    actions: {
      cancel: order.actions.cancel,
      retryRefund: order.actions.retryRefund,
      claimUntil: order.actions.claimUntil !== null ? t.claimUntil(formatSeoulMonthDayTime(at(order.actions.claimUntil))) : null,
    },
    payHref: order.status === 'PENDING_PAYMENT' ? links.checkout(order.orderNo) : null,
  };
}
