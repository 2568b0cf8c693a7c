/**
 * The 주문서's payment parts (issue 29): the pay form's props from the order and the provider
 * setup, the notice after a failed or refused payment, and the CSP that lets Toss's SDK in.
 */
import { checkoutPayCopy as t } from '../../../src/copy/ko';
import type { PayFormProps } from '../../../src/checkout/islands/PayForm';
import type { TossLaunchData } from '../../../src/checkout/TossLaunch';
import type { GiftRecipientState } from '../../../src/member/components/CheckoutPage';
import { formatWon } from '../../../src/product/prices';
import { displayTitle } from '../../../src/product/title';
import { shownName } from '../../../src/member/withheld';
import { pageLink } from '../../../src/navigation/links';
import { methodsFor as methodsOfMode, type PaymentMethod } from '../../../schemas/payment';
import type { PaymentSetup } from '../../context/providers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { CheckoutOrder } from './loader';

export interface CheckoutExtras {
  typed?: GiftRecipientState['typed'];
  status?: ContentfulStatusCode;
  payNotice?: { text: string } | null;
  /** The method and agreement as posted, kept after a refused start. */
  method?: PaymentMethod;
  agreed?: boolean;
  /** After a start with Toss: open its window now. */
  tossLaunch?: TossLaunchData;
}

/** What the provider set up here offers (schemas/payment.ts). */
export const methodsFor = (setup: NonNullable<PaymentSetup>): readonly PaymentMethod[] => methodsOfMode(setup.mode);

export function payFormProps(order: CheckoutOrder, total: number, setup: NonNullable<PaymentSetup>, extras: CheckoutExtras): PayFormProps {
  const methods = methodsFor(setup);
  const first = order.lines[0];
  const item = first ? (order.items.get(first.itemNo) ?? null) : null;
  const firstName = first ? (item ? displayTitle(item) : shownName({ itemNo: first.itemNo, itemName: '', adultWithheld: first.adultWithheld })) : '';
  const more = order.lines.length - 1;
  return {
    orderNo: order.orderNo,
    action: '/checkout/pay',
    methods: methods.map((m) => ({ value: m, label: t.methods[m] ?? m })),
    method: extras.method && methods.includes(extras.method) ? extras.method : 'CARD',
    summary: t.agreementSummary(more > 0 ? `${firstName} 외 ${more}건` : firstName, formatWon(total)),
    totalText: formatWon(total),
    links: { privacy: pageLink('privacy'), agency: pageLink('paymentAgency') },
    sandbox: setup.mode === 'sandbox',
    agreed: extras.agreed ?? false,
  };
}

/** Codes a shopper's own cancel comes back with (Toss's and the sandbox's). */
const CANCELLED = new Set(['PAY_PROCESS_CANCELED', 'USER_CANCEL']);

/**
 * The notice on the 주문서 after the provider's fail return or a refused confirm: a cancel in our
 * words; otherwise the provider's message (Toss writes them for shoppers) as text, bounded.
 */
export function payNoticeOf(code: string | undefined, message: string | undefined): { text: string } | null {
  if (!code) return null;
  if (CANCELLED.has(code)) return { text: t.canceled };
  const said = (message ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
  return { text: said ? `${said} ${t.retry}` : t.failedFallback };
}

/** Toss's SDK host for scripts, and its payment window's frames and calls. */
const TOSS_SCRIPT = 'https://js.tosspayments.com';
const TOSS_ANY = 'https://*.tosspayments.com';

/** The page's CSP with Toss let in: the SDK script, its frames and its API calls; nothing else changes. */
export function withTossCsp(res: Response): Response {
  const csp = res.headers.get('Content-Security-Policy');
  if (!csp) return res;
  res.headers.set(
    'Content-Security-Policy',
    csp
      .replace(/script-src ([^;]*)/, `script-src $1 ${TOSS_SCRIPT}`)
      .replace(/frame-src ([^;]*)/, `frame-src $1 ${TOSS_ANY}`)
      .replace(/connect-src ([^;]*)/, `connect-src $1 ${TOSS_ANY}`),
  );
  return res;
}
