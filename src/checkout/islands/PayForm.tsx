import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { checkoutPayCopy as t } from '../../copy/ko';

export const propsSchema = z.object({
  orderNo: z.string(),
  /** The form's target: `/checkout/pay` (starts the provider). */
  action: z.string(),
  /** What the provider offers, by Toss's names, with their words. */
  methods: z.array(z.object({ value: z.string(), label: z.string() })),
  method: z.string(),
  /** "상품명 외 1건, 32,000원" and the amount, formatted at the edge. */
  summary: z.string(),
  totalText: z.string(),
  links: z.object({ privacy: z.string(), agency: z.string() }),
  sandbox: z.boolean(),
  /** Checked after a refused post that had it checked. */
  agreed: z.boolean(),
});
export type PayFormProps = z.infer<typeof propsSchema>;

/**
 * The 주문서's payment: 결제 수단, the purchase agreement the Electronic Commerce Act expects
 * (주문 내용 확인 및 결제 동의), and the pay button, disabled with its reason until the agreement
 * is checked. A plain POST form (the origin refuses a start without the agreement too); hydrated
 * on the first touch, it reads back a box ticked before it woke and sends once.
 */
export default function PayForm({ orderNo, action, methods, method, summary, totalText, links, sandbox, agreed: initiallyAgreed }: PayFormProps) {
  const [agreed, setAgreed] = useState(initiallyAgreed);
  const [pending, setPending] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (box.current) setAgreed(box.current.checked);
  }, []);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (pending || !agreed) return e.preventDefault();
    setPending(true);
  };
  return (
    <form method="post" action={action} onSubmit={onSubmit} className="mt-6" data-testid="checkout-pay">
      <input type="hidden" name="order" value={orderNo} />
      <fieldset className="m-0 border-0 p-0">
        <legend className="p-0 text-base font-bold">{t.methodsTitle}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {methods.map((m) => (
            <label key={m.value} className="flex min-h-11 cursor-pointer items-center gap-2 rounded border border-neutral-300 px-3 text-sm has-[:checked]:border-black has-[:checked]:font-bold">
              <input type="radio" name="method" value={m.value} defaultChecked={m.value === method} className="h-4 w-4 accent-black" />
              {m.label}
            </label>
          ))}
        </div>
      </fieldset>
      <section className="mt-6 rounded border border-neutral-300 p-4" aria-labelledby="pay-agreement-title" data-testid="pay-agreement">
        <h2 id="pay-agreement-title" className="m-0 text-base font-bold">
          {t.agreementTitle}
        </h2>
        <p className="m-0 mt-2 text-sm text-neutral-700">{summary}</p>
        <ul className="m-0 mt-2 list-none space-y-1 p-0 text-sm">
          <li>
            <a href={links.privacy} className="text-neutral-800 underline">
              {t.privacyLink}
            </a>
          </li>
          <li>
            <a href={links.agency} className="text-neutral-800 underline">
              {t.agencyLink}
            </a>
          </li>
        </ul>
        <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
          <input
            ref={box}
            type="checkbox"
            name="agree"
            value="on"
            required
            defaultChecked={initiallyAgreed}
            onChange={(e) => setAgreed(e.currentTarget.checked)}
            className="h-5 w-5 shrink-0 accent-black"
            data-testid="pay-agree"
          />
          {t.agreementLabel}
        </label>
      </section>
      <button
        type="submit"
        disabled={!agreed || pending}
        aria-describedby={agreed ? undefined : 'pay-reason'}
        className="mt-4 flex h-12 w-full cursor-pointer items-center justify-center gap-2 rounded border-0 bg-black text-base font-bold text-white disabled:cursor-not-allowed disabled:bg-neutral-500"
      >
        {pending ? t.paying : t.pay(totalText)}
        {sandbox ? <span className="rounded bg-amber-300 px-1.5 py-0.5 text-xs font-bold text-black">{t.sandboxBadge}</span> : null}
      </button>
      {agreed ? null : (
        <p id="pay-reason" className="m-0 mt-2 text-sm text-neutral-700" data-testid="pay-reason">
          {t.agreeFirst}
        </p>
      )}
      {sandbox ? <p className="m-0 mt-2 text-xs text-neutral-600">{t.sandboxNote}</p> : null}
    </form>
  );
}
