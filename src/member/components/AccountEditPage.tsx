import type { ReactNode } from 'react';
import { accountCopy as t, myPageCopy } from '../../copy/ko';
import { Island } from '../../ui/Island';
import type { AccountInfoView } from '../account-edit';
import AccountForm, { type AccountFormProps } from '../islands/AccountForm';

export interface AccountEditProps {
  info: AccountInfoView;
  /** Null for an account without a password (made through a social login). */
  password: AccountFormProps | null;
  email: AccountFormProps;
  /** The code form, once a code was sent (or after a refused code). */
  emailVerify: AccountFormProps | null;
  /** The address the code went to, for the notice above the code form. */
  pendingEmail: string | null;
  /** The sandbox outbox for that address (development only). */
  outboxUrl: string | null;
  /** Where linking each provider starts; null when that provider cannot be reached. */
  snsLinkHrefs: Record<string, string | null>;
  snsError: string | null;
  /** What the last action did, from the address after it (`?done=`). */
  done: string | null;
  links: { agreements: string; leave: string };
  /** 배송지 관리 (AddressBookSection): the checkout's address book. */
  addressBook?: ReactNode;
  /** The section's title (checkoutFormCopy.bookTitle). */
  addressBookTitle?: string;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-8 border-t border-neutral-200 pt-6">
      <h2 id={`${id}-title`} className="m-0 mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const form = (id: string, props: AccountFormProps) => (
  <Island name="AccountForm" id={id} props={props}>
    <AccountForm {...props} />
  </Island>
);

/** `/account/edit` (spec 2.5, 3.7; issue 11 item 7): the account as stored, and each thing that can change. */
export function AccountEditPage(p: AccountEditProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-8" data-testid="account-edit-page">
      <h1 className="m-0 text-xl font-bold">{t.editTitle}</h1>
      {p.done ? (
        <p role="status" className="m-0 mt-4 rounded bg-green-50 p-3 text-sm text-green-800" data-testid="account-done">
          {p.done}
        </p>
      ) : null}

      <Section id="info" title={t.infoHeading}>
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="account-info">
          {p.info.rows.map((r) => (
            <div key={r.key} className="contents">
              <dt className="text-neutral-600">{r.label}</dt>
              <dd className="m-0 [overflow-wrap:anywhere]" data-field={r.key}>
                {r.value}
                {r.key === 'address' && p.addressBook ? (
                  <a href="#address-book" className="ml-2 inline-flex min-h-6 items-center text-black underline" data-testid="address-change">
                    {t.addressChange}
                  </a>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      {p.addressBook ? (
        <Section id="address-book" title={p.addressBookTitle ?? ''}>
          {p.addressBook}
        </Section>
      ) : null}

      <Section id="password" title={t.passwordHeading}>
        {p.password ? (
          <>
            <p className="m-0 mb-3 text-sm text-neutral-700">{t.passwordSessions}</p>
            {form('password', p.password)}
          </>
        ) : (
          <p className="m-0 text-sm text-neutral-700">{t.noPassword}</p>
        )}
      </Section>

      <Section id="email" title={t.emailHeading}>
        <p className="m-0 mb-3 text-sm text-neutral-700">{t.emailNote}</p>
        {form('email', p.email)}
        {p.emailVerify ? (
          <div id="email-verify" className="mt-6">
            {p.pendingEmail ? (
              <p role="status" className="m-0 mb-3 text-sm" data-testid="email-sent">
                {t.emailSent(p.pendingEmail)}
              </p>
            ) : null}
            {p.outboxUrl ? (
              <p className="m-0 mb-3 text-sm">
                <a href={p.outboxUrl} target="_blank" rel="noopener" className="font-semibold text-black underline" data-testid="outbox-link">
                  {t.outboxLink}
                </a>
              </p>
            ) : null}
            {form('email-verify', p.emailVerify)}
          </div>
        ) : null}
      </Section>

      <Section id="sns" title={t.snsHeading}>
        {p.snsError ? (
          <p role="alert" className="m-0 mb-3 rounded bg-red-50 p-3 text-sm text-red-700" data-testid="sns-error">
            {p.snsError}
          </p>
        ) : null}
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {p.info.sns.map((s) => {
            const href = p.snsLinkHrefs[s.provider] ?? null;
            return (
              <li key={s.provider} className="flex min-h-12 flex-wrap items-center justify-between gap-2 border-b border-neutral-100 pb-2" data-sns={s.provider}>
                <span className="text-sm">
                  <span className="font-semibold">{s.label}</span> <span className="text-neutral-600">{s.linkedEmail === null ? t.snsNotLinked : t.snsLinkedTo(s.linkedEmail)}</span>
                </span>
                {s.linkedEmail !== null ? (
                  <form method="post" action="/account/edit/sns/unlink" className="m-0">
                    <input type="hidden" name="provider" value={s.provider} />
                    <button type="submit" className="h-11 cursor-pointer rounded border border-neutral-400 bg-white px-3 text-sm">
                      {t.snsUnlink(s.label)}
                    </button>
                  </form>
                ) : href ? (
                  <a href={href} className="inline-flex h-11 items-center rounded border border-black px-3 text-sm font-semibold text-black no-underline">
                    {t.snsLink(s.label)}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="more" title={t.moreHeading}>
        <ul className="m-0 flex list-none flex-col gap-2 p-0 text-sm">
          <li>
            <a href={p.links.agreements} className="inline-flex min-h-11 items-center text-black underline">
              {myPageCopy.areaAgreements}
            </a>
          </li>
          <li>
            <a href={p.links.leave} className="inline-flex min-h-11 items-center text-neutral-700 underline">
              {myPageCopy.areaLeave}
            </a>
          </li>
        </ul>
      </Section>
    </div>
  );
}
