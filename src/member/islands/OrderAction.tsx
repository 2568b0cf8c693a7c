import { useState } from 'react';
import * as z from 'zod/mini';
import { callJson } from '../../browser/data-client';
import { failureMessage } from '../../browser/failures';
import { orderDetailCopy as t } from '../../copy/ko';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CLAIM_KINDS, CLAIM_REASONS, CLAIM_TEXT_MAX, type ClaimKind, type ClaimReason } from '../../../rules/order-actions';

export const propsSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  /** cancel: 주문 취소 (or 환불 다시 요청 with `retry`); claim: 반품/교환 요청 of line `seq`. */
  mode: z.enum(['cancel', 'claim']),
  retry: z.optional(z.boolean()),
  seq: z.optional(z.number()),
  /** The line's name, for the claim dialog's title. */
  itemName: z.optional(z.string()),
});
export type OrderActionProps = z.infer<typeof propsSchema>;

const cancelAnswer = z.object({ data: z.object({ refundState: z.string() }) });
const claimAnswer = z.object({ data: z.object({ kind: z.string() }) });

/**
 * One action of the order detail page (issue 29 §2), offered only where the upstream said it is
 * allowed: the button opens a confirmation dialog; the upstream decides again, and the page
 * comes back with the result announced (`?done=`), or the dialog says why not.
 */
export default function OrderAction({ id, orderNo, mode, retry, seq, itemName }: OrderActionProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [kind, setKind] = useState<ClaimKind>('RETURN');
  const [reason, setReason] = useState<ClaimReason>('SIZE');
  const [text, setText] = useState('');

  const done = (what: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set('done', what);
    window.location.assign(url.pathname + url.search);
  };

  const confirm = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    const path = `/api/v4/orders/${encodeURIComponent(orderNo)}/${mode === 'cancel' ? 'cancel' : 'claims'}`;
    if (mode === 'cancel') {
      const result = await callJson({ method: 'POST', path, body: {} }, (b) => {
        const p = cancelAnswer.safeParse(b);
        return p.success ? p.data.data.refundState : null;
      });
      if (result.ok) return done(result.data === 'FAILED' ? 'refund-pending' : 'cancelled');
      setPending(false);
      return setError(failureMessage(result.failure));
    }
    const result = await callJson({ method: 'POST', path, body: { seq, kind, reason, text } }, (b) => (claimAnswer.safeParse(b).success ? true : null));
    if (result.ok) return done(kind === 'RETURN' ? 'return' : 'exchange');
    setPending(false);
    setError(failureMessage(result.failure));
  };

  const label = mode === 'cancel' ? (retry ? t.retryRefund : t.cancel) : t.claimButton;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid={mode === 'cancel' ? 'order-cancel' : 'order-claim'}>
        {label}
      </Button>
      <Dialog
        id={`${id}-dialog`}
        open={open}
        title={mode === 'cancel' ? (retry ? t.retryRefund : t.cancelTitle) : `${t.claimTitle}${itemName ? ` · ${itemName}` : ''}`}
        buttons="confirm-cancel"
        confirmLabel={mode === 'cancel' ? (retry ? t.retryRefund : t.cancelConfirm) : t.claimSubmit}
        cancelLabel={t.cancelKeep}
        confirmPending={pending}
        onConfirm={() => void confirm()}
        onClose={() => {
          if (!pending) setOpen(false);
        }}
      >
        {mode === 'cancel' ? <p className="m-0">{t.cancelBody}</p> : null}
        {mode === 'claim' ? (
          <div className="flex flex-col gap-3 text-left">
            <fieldset className="m-0 border-0 p-0">
              <legend className="mb-1 text-sm font-semibold text-black">{t.claimKind}</legend>
              <div className="flex gap-4">
                {CLAIM_KINDS.map((k) => (
                  <label key={k} className="flex min-h-11 items-center gap-2 text-sm text-black">
                    <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} className="h-5 w-5 accent-black" />
                    {t.claimKinds[k]}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="flex flex-col gap-1 text-sm font-semibold text-black">
              {t.claimReason}
              <select
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value as ClaimReason)}
                className="h-11 rounded border border-neutral-400 bg-white px-2 text-base font-normal"
                data-testid="claim-reason"
              >
                {CLAIM_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t.claimReasons[r]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-semibold text-black">
              {t.claimText}
              <textarea value={text} maxLength={CLAIM_TEXT_MAX} rows={3} onChange={(e) => setText(e.currentTarget.value)} className="rounded border border-neutral-400 p-2 text-base font-normal" />
            </label>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="m-0 mt-3 text-sm text-red-700" data-testid="order-action-error">
            {error}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
