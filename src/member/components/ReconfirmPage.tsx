import { accountCopy as t } from '../../copy/ko';
import { Island } from '../../ui/Island';
import AccountForm, { type AccountFormProps } from '../islands/AccountForm';

/**
 * `/password-reconfirm` (spec 2.6, 7; issue 11 item 7): the password once more before the
 * account can be edited. A social account has none and confirms with its provider instead.
 */
export function ReconfirmPage({ form, social }: { form: AccountFormProps | null; social: { label: string; href: string | null; error: string | null } | null }) {
  return (
    <section className="mx-auto max-w-sm px-4 py-10" data-testid="reconfirm-page">
      <h1 className="m-0 text-xl font-bold">{t.reconfirmTitle}</h1>
      {form ? (
        <>
          <p className="m-0 mb-6 mt-2 text-sm text-neutral-700">{t.reconfirmLead}</p>
          <Island name="AccountForm" id="reconfirm" props={form}>
            <AccountForm {...form} />
          </Island>
        </>
      ) : null}
      {social ? (
        <>
          <p className="m-0 mb-6 mt-2 text-sm text-neutral-700">{t.reconfirmSocial(social.label)}</p>
          {social.error ? (
            <p role="alert" className="m-0 mb-4 rounded bg-red-50 p-3 text-sm text-red-700" data-testid="reconfirm-social-error">
              {social.error}
            </p>
          ) : null}
          {social.href ? (
            <a href={social.href} className="flex h-12 items-center justify-center rounded bg-black text-base font-bold text-white no-underline">
              {t.reconfirmWithProvider(social.label)}
            </a>
          ) : (
            <p role="alert" className="m-0 text-sm">
              {t.sns.unavailable}
            </p>
          )}
        </>
      ) : null}
    </section>
  );
}
