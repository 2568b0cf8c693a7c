import { myPageCopy, orderDetailCopy as t, ordersCopy } from '../../copy/ko';
import type { CouponView, MileageEntryView } from '../wallet';

function Back({ href }: { href: string }) {
  return (
    <a href={href} className="text-sm text-neutral-700">
      ← {myPageCopy.title}
    </a>
  );
}

function CouponItems({ coupons, testId }: { coupons: CouponView[]; testId: string }) {
  return (
    <ul className="m-0 mt-2 flex list-none flex-col gap-2 p-0" data-testid={testId}>
      {coupons.map((c) => (
        <li key={c.key} className={`rounded-lg border p-4 ${c.state === 'USABLE' ? 'border-black' : 'border-neutral-200 text-neutral-700'}`} data-state={c.state}>
          <div className="flex items-baseline justify-between gap-2">
            <p className="m-0 text-lg font-bold">{c.discount}</p>
            <p className="m-0 text-xs font-semibold">{c.stateLabel}</p>
          </div>
          <p className="m-0 mt-1 text-sm">{c.name}</p>
          <p className="m-0 mt-1 text-xs">{[c.minimum, c.expires].filter(Boolean).join(' · ')}</p>
        </li>
      ))}
    </ul>
  );
}

/** `/mypage/coupon` (spec 2.7; issue 29 §2): usable coupons, then used or expired ones. */
export function CouponsPage({ usable, past, backHref }: { usable: CouponView[]; past: CouponView[]; backHref: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" data-testid="coupons-page">
      <Back href={backHref} />
      <h1 className="m-0 mt-4 text-xl font-bold">{t.couponsTitle}</h1>
      <h2 className="mt-6 text-base font-bold">
        {t.couponsUsable} <span className="font-normal">{myPageCopy.couponCount(usable.length)}</span>
      </h2>
      {usable.length ? <CouponItems coupons={usable} testId="coupons-usable" /> : <p className="m-0 mt-2 text-sm text-neutral-700">{t.couponsEmpty}</p>}
      <h2 className="mt-8 text-base font-bold">{t.couponsPast}</h2>
      {past.length ? <CouponItems coupons={past} testId="coupons-past" /> : <p className="m-0 mt-2 text-sm text-neutral-700">{t.couponsPastEmpty}</p>}
    </section>
  );
}

/** `/mypage/mileage` (spec 2.7; issue 29 §2): the balance and its history, newest first. */
export function MileagePage(props: { balance: string; entries: MileageEntryView[]; backHref: string; orderHref: (orderNo: string) => string; prevHref: string | null; nextHref: string | null }) {
  const { balance, entries, backHref, orderHref, prevHref, nextHref } = props;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" data-testid="mileage-page">
      <Back href={backHref} />
      <h1 className="m-0 mt-4 text-xl font-bold">{t.mileageTitle}</h1>
      <dl className="m-0 mt-4 rounded-lg bg-neutral-50 p-4">
        <dt className="text-sm text-neutral-700">{t.mileageBalance}</dt>
        <dd className="m-0 mt-1 text-2xl font-bold" data-testid="mileage-balance">
          {balance}
        </dd>
      </dl>
      {entries.length === 0 ? (
        <p className="m-0 mt-6 text-sm text-neutral-700">{t.mileageEmpty}</p>
      ) : (
        <ul className="m-0 mt-6 list-none divide-y divide-neutral-200 border-y border-neutral-200 p-0" data-testid="mileage-entries">
          {entries.map((e) => (
            <li key={e.key} className="flex items-center justify-between gap-4 py-3 text-sm">
              <div>
                <p className="m-0 font-semibold">{e.label}</p>
                <p className="m-0 text-xs text-neutral-700">
                  {e.date}
                  {e.orderNo ? (
                    <>
                      {' · '}
                      <a href={orderHref(e.orderNo)} className="text-neutral-700">
                        {t.mileageOrder(e.orderNo)}
                      </a>
                    </>
                  ) : null}
                </p>
              </div>
              <p className={`m-0 whitespace-nowrap font-bold ${e.earned ? 'text-black' : 'text-red-700'}`}>{e.amount}</p>
            </li>
          ))}
        </ul>
      )}
      {prevHref || nextHref ? (
        <nav className="flex justify-between py-4 text-sm">
          {prevHref ? <a href={prevHref}>{ordersCopy.prev}</a> : <span />}
          {nextHref ? <a href={nextHref}>{ordersCopy.next}</a> : <span />}
        </nav>
      ) : null}
    </section>
  );
}

/** `/mypage/grade` (spec 2.7): the member's grade among the shop's grades (no per-grade rules: spec 3.9). */
export function GradePage({ grade, grades, backHref }: { grade: string | null; grades: string[]; backHref: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" data-testid="grade-page">
      <Back href={backHref} />
      <h1 className="m-0 mt-4 text-xl font-bold">{t.gradeTitle}</h1>
      <p className="m-0 mt-4 text-base" data-testid="grade-now">
        {grade ? t.gradeNow(myPageCopy.gradeLabel(grade)) : t.gradeNone}
      </p>
      <h2 className="mt-8 text-base font-bold">{t.gradeListTitle}</h2>
      <ol className="m-0 mt-2 flex list-none flex-wrap gap-2 p-0">
        {grades.map((g) => (
          <li key={g} className={`rounded-full px-3 py-1 text-sm font-bold ${g === grade ? 'bg-black text-white' : 'bg-neutral-100 text-black'}`} aria-current={g === grade ? 'true' : undefined}>
            {g}
          </li>
        ))}
      </ol>
    </section>
  );
}
