import { checkoutFormCopy as t } from '../../copy/ko';
import { Island } from '../../ui/Island';
import PostcodeSearch, { type PostcodeSearchProps } from '../islands/PostcodeSearch';
import type { PostcodeProvider } from '../postcode';

export interface AddressValues {
  recipientName: string;
  recipientPhone: string;
  zipcode: string;
  address: string;
  addressDetail: string;
}

export const EMPTY_ADDRESS: AddressValues = { recipientName: '', recipientPhone: '', zipcode: '', address: '', addressDetail: '' };

const fieldClass = 'mt-1 block h-11 w-full min-w-0 rounded border border-neutral-400 px-3 text-base';

/**
 * Recipient, phone, zipcode and address (filled by the postcode search) and detail: the same
 * fields on the checkout's 배송지 and account edit's address book, each error beside its field.
 */
export function AddressFields({ idPrefix, values, errors, provider }: { idPrefix: string; values: AddressValues; errors: Readonly<Record<string, string>>; provider: PostcodeProvider }) {
  const id = (f: string) => `${idPrefix}-${f}`;
  const err = (f: keyof AddressValues) =>
    errors[f] ? (
      <p id={id(`${f}-error`)} className="m-0 mt-1 text-sm text-red-700" role="alert" data-testid={`${idPrefix}-${f}-error`}>
        {errors[f]}
      </p>
    ) : null;
  const described = (f: keyof AddressValues, hint?: string) => (errors[f] ? id(`${f}-error`) : hint);
  const postcode: PostcodeSearchProps = { id: id('postcode'), provider, zipcodeId: id('zipcode'), addressId: id('address'), detailId: id('addressDetail') };
  return (
    <div className="grid gap-3">
      <div>
        <label className="block text-sm font-semibold" htmlFor={id('recipientName')}>
          {t.recipientName}
        </label>
        <input
          id={id('recipientName')}
          name="recipientName"
          autoComplete="name"
          maxLength={30}
          required
          defaultValue={values.recipientName}
          aria-invalid={errors.recipientName ? true : undefined}
          aria-describedby={described('recipientName')}
          className={fieldClass}
        />
        {err('recipientName')}
      </div>
      <div>
        <label className="block text-sm font-semibold" htmlFor={id('recipientPhone')}>
          {t.recipientPhone}
        </label>
        <input
          id={id('recipientPhone')}
          name="recipientPhone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={13}
          required
          defaultValue={values.recipientPhone}
          aria-invalid={errors.recipientPhone ? true : undefined}
          aria-describedby={described('recipientPhone', id('phone-hint'))}
          className={fieldClass}
        />
        <p id={id('phone-hint')} className="m-0 mt-1 text-xs text-neutral-600">
          {t.phoneHint}
        </p>
        {err('recipientPhone')}
      </div>
      <div>
        <label className="block text-sm font-semibold" htmlFor={id('zipcode')}>
          {t.zipcode}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={id('zipcode')}
            name="zipcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            required
            defaultValue={values.zipcode}
            aria-invalid={errors.zipcode ? true : undefined}
            aria-describedby={described('zipcode')}
            className="block h-11 w-28 min-w-0 rounded border border-neutral-400 px-3 text-base"
          />
          <Island name="PostcodeSearch" id={id('postcode-island')} props={postcode}>
            <PostcodeSearch {...postcode} />
          </Island>
        </div>
        {err('zipcode')}
      </div>
      <div>
        <label className="block text-sm font-semibold" htmlFor={id('address')}>
          {t.address}
        </label>
        <input
          id={id('address')}
          name="address"
          autoComplete="street-address"
          maxLength={200}
          required
          defaultValue={values.address}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={described('address')}
          className={fieldClass}
        />
        {err('address')}
      </div>
      <div>
        <label className="block text-sm font-semibold" htmlFor={id('addressDetail')}>
          {t.addressDetail}
        </label>
        <input
          id={id('addressDetail')}
          name="addressDetail"
          maxLength={100}
          defaultValue={values.addressDetail}
          placeholder={t.addressDetailHint}
          aria-invalid={errors.addressDetail ? true : undefined}
          aria-describedby={described('addressDetail')}
          className={fieldClass}
        />
        {err('addressDetail')}
      </div>
    </div>
  );
}
