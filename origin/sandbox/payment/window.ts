/**
 * The sandbox provider's payment window (development only): what Toss's payment window does for
 * the storefront, in one plain page. The 주문서 sends the shopper here with Toss's request fields
 * (orderId, amount, orderName, method, successUrl, failUrl); the shopper picks a method and
 * approves — the window records the approval (`sandbox_payments`, READY) and returns to
 * `successUrl?paymentKey=…&orderId=…&amount=…&paymentType=NORMAL` — or fails or cancels, and it
 * returns to `failUrl?code=…&message=…&orderId=…`. Return addresses must be the storefront's
 * own /checkout/ paths. No script; everything interpolated goes through `esc`.
 */
import * as z from 'zod';
import { esc, STYLE_SHEET } from '../identity/page';
import { sandboxPaymentCopy as t } from '../../copy/sandbox-ko';
import { PAYMENT_METHODS, PaymentMethodSchema } from '../../payments/provider';

/** '12,000원' (the origin keeps no UI code to borrow the storefront's formatter from). */
const formatWonPlain = (n: number) => `${n.toLocaleString('ko-KR')}원`;

export const WINDOW_STYLE = `${STYLE_SHEET}.amount{font-size:22px;font-weight:700;margin:0 0 16px}
dl{margin:0 0 16px;font-size:14px}dt{color:#52525b}dd{margin:0 0 8px}
.methods{border:0;padding:0;margin:0 0 16px}
.actions{display:grid;gap:8px}
button.secondary{background:#fff;color:#18181b;border:1px solid #a1a1aa}
`;

const ReturnUrl = z
  .string()
  .max(200)
  .regex(/^\/checkout\/(success|fail)$/);

export const WindowRequestSchema = z.object({
  orderId: z.string().regex(/^[0-9A-Za-z_-]{6,64}$/),
  amount: z.coerce.number().int().nonnegative().max(1_000_000_000),
  orderName: z.string().min(1).max(100),
  method: PaymentMethodSchema.catch('CARD'),
  successUrl: ReturnUrl,
  failUrl: ReturnUrl,
});
export type WindowRequest = z.infer<typeof WindowRequestSchema>;

function documentOf(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/sandbox/payments/style.css">
</head>
<body>
<main class="sheet">
<p class="badge">${esc(t.badge)}</p>
${body}
</main>
</body>
</html>`;
}

export function windowPage(req: WindowRequest): string {
  const hidden = (['orderId', 'amount', 'orderName', 'successUrl', 'failUrl'] as const).map((k) => `<input type="hidden" name="${k}" value="${esc(String(req[k]))}">`).join('\n');
  const methods = PAYMENT_METHODS.map((m) => `<label class="choice"><input type="radio" name="method" value="${m}"${m === req.method ? ' checked' : ''}> ${esc(t.methods[m] ?? m)}</label>`).join('\n');
  return documentOf(
    t.title,
    `<h1>${esc(t.title)}</h1>
<p class="notice">${esc(t.notice)}</p>
<dl>
<dt>${esc(t.orderName)}</dt><dd data-testid="sandbox-pay-order-name">${esc(req.orderName)}</dd>
<dt>${esc(t.amount)}</dt><dd class="amount" data-testid="sandbox-pay-amount">${esc(formatWonPlain(req.amount))}</dd>
</dl>
<form method="post" action="/sandbox/payments/window">
${hidden}
<fieldset class="methods"><legend>${esc(t.method)}</legend>
${methods}
</fieldset>
<div class="actions">
<button type="submit" name="action" value="approve">${esc(t.approve(formatWonPlain(req.amount)))}</button>
<button type="submit" name="action" value="reject" class="secondary">${esc(t.reject)}</button>
<button type="submit" name="action" value="cancel" class="secondary">${esc(t.cancel)}</button>
</div>
</form>`,
  );
}

export function errorPage(message: string): string {
  return documentOf(t.title, `<h1>${esc(t.title)}</h1>\n<p class="error" role="alert">${esc(message)}</p>`);
}

export function receiptPage(row: { order_id: string; amount: number; method: string; status: string; approved_at: string | null }): string {
  return documentOf(
    t.receiptTitle,
    `<h1>${esc(t.receiptTitle)}</h1>
<dl>
<dt>${esc(t.orderName)}</dt><dd>${esc(row.order_id)}</dd>
<dt>${esc(t.amount)}</dt><dd class="amount">${esc(formatWonPlain(row.amount))}</dd>
<dt>${esc(t.method)}</dt><dd>${esc(t.methods[row.method] ?? row.method)}</dd>
<dt>${esc(t.receiptStatus)}</dt><dd>${esc(t.statuses[row.status] ?? row.status)}</dd>
<dt>${esc(t.approvedAt)}</dt><dd>${esc(row.approved_at ?? '-')}</dd>
</dl>`,
  );
}
