import { DELIVERY_REQUEST_MAX, DELIVERY_REQUEST_PRESETS } from '../../../rules/address-book';
import type { Delivery, SavedAddress } from '../../../schemas/checkout-form';
import { checkoutFormCopy as t } from '../../copy/ko';
import type { PostcodeProvider } from '../postcode';
import { AddressFields, EMPTY_ADDRESS, type AddressValues } from './AddressFields';

export interface DeliveryTyped extends AddressValues {
  /** 'new', or the saved address's number. */
  choice: string;
  preset: string;
  custom: string;
  saveDefault: boolean;
}

export interface CheckoutDeliveryProps {
  orderNo: string;
  /** The form's target while the order is unpaid; null once it is not. */
  action: string | null;
  /** Where the order goes, once given. */
  current: Delivery | null;
  saved: readonly SavedAddress[];
  /** After a refused send: what was typed, and each refusal beside its field ('form' for the rest). */
  typed?: DeliveryTyped | null;
  errors?: Readonly<Record<string, string>>;
  /** What stands in the way of paying, when it is this section's (checkoutProblem). */
  problem: string | null;
  done: string | null;
  provider: PostcodeProvider;
}

/** The preset key whose words are `text`, 'custom' for other words, '' for none. */
export function presetOf(text: string): string {
  if (!text) return '';
  const key = DELIVERY_REQUEST_PRESETS.find((k) => t.presets[k] === text);
  return key ?? 'custom';
}

function Chosen({ d }: { d: Delivery }) {
  return (
    <div className="mt-3 rounded bg-neutral-50 p-3 text-sm" data-testid="checkout-delivery-current">
      <p className="m-0 font-semibold">
        {d.recipientName} · {d.recipientPhone}
      </p>
      <p className="m-0 mt-1">
        [{d.zipcode}] {d.address} {d.addressDetail}
      </p>
      {d.deliveryRequest ? <p className="m-0 mt-1 text-neutral-600">{d.deliveryRequest}</p> : null}
    </div>
  );
}

/** 배송지 (issue 29 §1): a saved address (the default chosen first) or a new one, and 배송 요청사항. A plain form post. */
export function CheckoutDelivery({ orderNo, action, current, saved, typed = null, errors = {}, problem, done, provider }: CheckoutDeliveryProps) {
  const fallback = saved.find((a) => a.isDefault) ?? saved[0] ?? null;
  const matching = current
    ? saved.find((a) => a.zipcode === current.zipcode && a.address === current.address && a.addressDetail === current.addressDetail && a.recipientPhone === current.recipientPhone)
    : null;
  const choice = typed?.choice ?? (current ? (matching ? String(matching.addressNo) : 'new') : fallback ? String(fallback.addressNo) : 'new');
  const values: AddressValues = typed ?? (current && !matching ? current : EMPTY_ADDRESS);
  const preset = typed?.preset ?? presetOf(current?.deliveryRequest ?? '');
  const custom = typed?.custom ?? (preset === 'custom' ? (current?.deliveryRequest ?? '') : '');
  const failed = Object.keys(errors).length > 0;
  return (
    <section className="mt-6 rounded border border-neutral-200 p-4" aria-labelledby="delivery-title" data-testid="checkout-delivery">
      <h2 id="delivery-title" className="m-0 text-base font-bold">
        {t.deliveryTitle}
      </h2>
      {problem ? (
        <p className="m-0 mt-2 text-sm text-red-700" role="alert" data-testid="checkout-delivery-problem">
          {problem}
        </p>
      ) : null}
      {done ? (
        <p className="m-0 mt-2 text-sm text-green-800" role="status" data-testid="checkout-delivery-done">
          {done}
        </p>
      ) : null}
      {current ? <Chosen d={current} /> : null}
      {action ? (
        <details open={!current || failed} className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold">{current ? t.deliveryChange : t.deliveryTitle}</summary>
          <form method="post" action={action} className="mt-3 grid gap-4" noValidate data-testid="checkout-delivery-form">
            <input type="hidden" name="order" value={orderNo} />
            {saved.length > 0 ? (
              <fieldset className="m-0 border-0 p-0">
                <legend className="text-sm font-semibold">{t.savedAddresses}</legend>
                <div className="mt-2 grid gap-2">
                  {saved.map((a) => (
                    <label key={a.addressNo} className="flex cursor-pointer gap-2 rounded border border-neutral-300 p-3 text-sm" data-testid="saved-address">
                      <input type="radio" name="choice" value={String(a.addressNo)} defaultChecked={choice === String(a.addressNo)} className="mt-1 h-4 w-4" />
                      <span>
                        <span className="font-semibold">{a.label || a.recipientName}</span>
                        {a.isDefault ? <span className="ml-2 rounded bg-black px-1.5 py-0.5 text-xs text-white">{t.defaultBadge}</span> : null}
                        <span className="block">
                          {a.recipientName} · {a.recipientPhone}
                        </span>
                        <span className="block text-neutral-700">
                          [{a.zipcode}] {a.address} {a.addressDetail}
                        </span>
                      </span>
                    </label>
                  ))}
                  <label className="flex cursor-pointer items-center gap-2 rounded border border-neutral-300 p-3 text-sm font-semibold">
                    <input type="radio" name="choice" value="new" defaultChecked={choice === 'new'} className="h-4 w-4" data-testid="new-address-choice" />
                    {t.newAddress}
                  </label>
                </div>
              </fieldset>
            ) : (
              <input type="hidden" name="choice" value="new" />
            )}
            <fieldset className="m-0 border-0 p-0">
              <legend className="text-sm font-semibold">{t.newAddress}</legend>
              <div className="mt-2">
                <AddressFields idPrefix="delivery" values={values} errors={errors} provider={provider} />
              </div>
              <label className="mt-3 flex items-center gap-2 text-sm">
                <input type="checkbox" name="saveDefault" value="on" defaultChecked={typed?.saveDefault ?? false} className="h-4 w-4" />
                {t.saveDefault}
              </label>
            </fieldset>
            <div>
              <label className="block text-sm font-semibold" htmlFor="delivery-preset">
                {t.requestTitle}
              </label>
              <select id="delivery-preset" name="preset" defaultValue={preset} className="mt-1 block h-11 w-full rounded border border-neutral-400 bg-white px-2 text-base">
                <option value="">{t.requestNone}</option>
                {DELIVERY_REQUEST_PRESETS.map((k) => (
                  <option key={k} value={k}>
                    {t.presets[k]}
                  </option>
                ))}
                <option value="custom">{t.requestCustom}</option>
              </select>
              <label className="mt-2 block text-sm" htmlFor="delivery-custom">
                {t.requestCustomLabel}
              </label>
              <input
                id="delivery-custom"
                name="custom"
                maxLength={DELIVERY_REQUEST_MAX}
                defaultValue={custom}
                aria-describedby={errors.deliveryRequest ? 'delivery-custom-error' : 'delivery-custom-hint'}
                aria-invalid={errors.deliveryRequest ? true : undefined}
                className="mt-1 block h-11 w-full rounded border border-neutral-400 px-3 text-base"
              />
              <p id="delivery-custom-hint" className="m-0 mt-1 text-xs text-neutral-600">
                {t.requestCustomHint}
              </p>
              {errors.deliveryRequest ? (
                <p id="delivery-custom-error" className="m-0 mt-1 text-sm text-red-700" role="alert">
                  {errors.deliveryRequest}
                </p>
              ) : null}
            </div>
            {errors.form ? (
              <p className="m-0 text-sm text-red-700" role="alert" data-testid="checkout-delivery-error">
                {errors.form}
              </p>
            ) : null}
            <button type="submit" className="h-12 w-full cursor-pointer rounded border-0 bg-black text-base font-bold text-white" data-testid="delivery-submit">
              {t.deliverySave}
            </button>
          </form>
        </details>
      ) : null}
    </section>
  );
}
