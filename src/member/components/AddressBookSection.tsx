import type { SavedAddress } from '../../../schemas/checkout-form';
import { checkoutFormCopy as t } from '../../copy/ko';
import type { PostcodeProvider } from '../postcode';
import { AddressFields, EMPTY_ADDRESS, type AddressValues } from './AddressFields';

export interface AddressBookState {
  addresses: readonly SavedAddress[];
  max: number;
  /** After a refused add or edit: which form ('new' or the address number), what was typed, the refusals by field ('form' for the rest). */
  refused?: { target: string; values: AddressValues & { label: string; isDefault: boolean }; errors: Record<string, string> } | null;
  done?: string | null;
  /** Null when the book could not be read (the section says so). */
  unavailable?: string | null;
}

const buttonClass = 'h-10 cursor-pointer rounded border border-neutral-400 bg-white px-3 text-sm text-black';

function AddressForm({
  action,
  idPrefix,
  values,
  errors,
  submit,
  provider,
}: {
  action: string;
  idPrefix: string;
  values: AddressValues & { label: string; isDefault: boolean };
  errors: Record<string, string>;
  submit: string;
  provider: PostcodeProvider;
}) {
  return (
    <form method="post" action={action} className="mt-3 grid gap-3" noValidate>
      <div>
        <label className="block text-sm font-semibold" htmlFor={`${idPrefix}-label`}>
          {t.bookLabel}
        </label>
        <input
          id={`${idPrefix}-label`}
          name="label"
          maxLength={20}
          defaultValue={values.label}
          placeholder={t.bookLabelHint}
          className="mt-1 block h-11 w-full rounded border border-neutral-400 px-3 text-base"
        />
      </div>
      <AddressFields idPrefix={idPrefix} values={values} errors={errors} provider={provider} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="isDefault" value="on" defaultChecked={values.isDefault} className="h-4 w-4" />
        {t.saveDefault}
      </label>
      {errors.form ? (
        <p className="m-0 text-sm text-red-700" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="h-11 cursor-pointer rounded border-0 bg-black text-sm font-bold text-white">
        {submit}
      </button>
    </form>
  );
}

/**
 * Account edit's 배송지 관리 (issue 31 §3): the same address book as the checkout's 배송지, the
 * default one marked 기본 배송지; each address edited, deleted or made the default by a plain form
 * post (`/account/edit/address…`), and new ones added with the same postcode search.
 */
export function AddressBookSection({ state, provider }: { state: AddressBookState; provider: PostcodeProvider }) {
  const refused = state.refused ?? null;
  const base = '/account/edit/address';
  if (state.unavailable) return <p className="m-0 text-sm text-neutral-700">{state.unavailable}</p>;
  return (
    <div data-testid="address-book">
      {state.done ? (
        <p role="status" className="m-0 mb-3 text-sm text-green-800" data-testid="address-book-done">
          {state.done}
        </p>
      ) : null}
      {refused?.target === '' && refused.errors.form ? (
        <p role="alert" className="m-0 mb-3 text-sm text-red-700">
          {refused.errors.form}
        </p>
      ) : null}
      <p className="m-0 text-sm text-neutral-600">{t.bookCount(state.addresses.length, state.max)}</p>
      {state.addresses.length === 0 ? <p className="m-0 mt-2 text-sm">{t.bookEmpty}</p> : null}
      <ul className="m-0 mt-2 grid list-none gap-3 p-0">
        {state.addresses.map((a) => {
          const mine = refused?.target === String(a.addressNo) ? refused : null;
          return (
            <li key={a.addressNo} className="rounded border border-neutral-300 p-3 text-sm" data-testid="book-address" data-default={a.isDefault ? 'true' : undefined}>
              <p className="m-0 font-semibold">
                {a.label || a.recipientName}
                {a.isDefault ? <span className="ml-2 rounded bg-black px-1.5 py-0.5 text-xs text-white">{t.defaultBadge}</span> : null}
              </p>
              <p className="m-0 mt-1">
                {a.recipientName} · {a.recipientPhone}
              </p>
              <p className="m-0 text-neutral-700">
                [{a.zipcode}] {a.address} {a.addressDetail}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {!a.isDefault ? (
                  <form method="post" action={`${base}/${a.addressNo}/default`}>
                    <button type="submit" className={buttonClass}>
                      {t.bookMakeDefault}
                    </button>
                  </form>
                ) : null}
                <form method="post" action={`${base}/${a.addressNo}/delete`}>
                  <button type="submit" className={buttonClass} aria-label={`${a.label || a.recipientName} ${t.bookDelete}`}>
                    {t.bookDelete}
                  </button>
                </form>
              </div>
              <details className="mt-2" open={!!mine}>
                <summary className="cursor-pointer text-sm font-semibold">{t.bookEdit}</summary>
                <AddressForm action={`${base}/${a.addressNo}`} idPrefix={`book-${a.addressNo}`} values={mine?.values ?? { ...a }} errors={mine?.errors ?? {}} submit={t.bookSave} provider={provider} />
              </details>
            </li>
          );
        })}
      </ul>
      {state.addresses.length < state.max || refused?.target === 'new' ? (
        <details className="mt-4" open={state.addresses.length === 0 || refused?.target === 'new'}>
          <summary className="cursor-pointer text-sm font-semibold" data-testid="book-add">
            {t.bookAdd}
          </summary>
          <AddressForm
            action={base}
            idPrefix="book-new"
            values={refused?.target === 'new' ? refused.values : { ...EMPTY_ADDRESS, label: '', isDefault: state.addresses.length === 0 }}
            errors={refused?.target === 'new' ? refused.errors : {}}
            submit={t.bookAdd}
            provider={provider}
          />
        </details>
      ) : null}
    </div>
  );
}
