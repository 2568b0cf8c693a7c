import { cscenterCopy as t } from '../copy/ko';

export type CsCenterTab = 'notices' | 'faq' | 'contact';

/** The tabs' pages, and spec 2.5's 1:1 inquiry form where a my-page host serves it (else null). */
export type CsCenterHrefs = Record<CsCenterTab, string> & { inquiryWrite: string | null };

/**
 * The customer centre's three pages as tabs, so a shopper reading a notice finds the FAQ; then
 * 1:1 문의하기, a link to the host that takes inquiries (not a tab of ours), when there is one.
 */
export function CsCenterNav({ current, hrefs }: { current: CsCenterTab; hrefs: CsCenterHrefs }) {
  const tabs: CsCenterTab[] = ['notices', 'faq', 'contact'];
  return (
    <nav aria-label={t.navLabel} className="flex gap-1 border-b border-neutral-200">
      {tabs.map((tab) => (
        <a
          key={tab}
          href={hrefs[tab]}
          aria-current={tab === current ? 'page' : undefined}
          className={`flex h-10 flex-1 items-center justify-center whitespace-nowrap border-b-2 text-[13px] no-underline sm:text-sm ${tab === current ? 'border-black font-bold text-black' : 'border-transparent text-neutral-600'}`}
        >
          {t.tabs[tab]}
        </a>
      ))}
      {hrefs.inquiryWrite ? (
        <a
          href={hrefs.inquiryWrite}
          data-testid="cscenter-inquiry-write"
          className="flex h-10 flex-1 items-center justify-center whitespace-nowrap border-b-2 border-transparent text-[13px] text-neutral-600 sm:text-sm no-underline"
        >
          {t.inquiryWrite}
        </a>
      ) : null}
    </nav>
  );
}
