import { cscenterCopy as t } from '../copy/ko';

export type CsCenterTab = 'notices' | 'faq' | 'contact';

/** The customer centre's three pages as tabs, so a shopper reading a notice finds the FAQ. */
export function CsCenterNav({ current, hrefs }: { current: CsCenterTab; hrefs: Record<CsCenterTab, string> }) {
  const tabs: CsCenterTab[] = ['notices', 'faq', 'contact'];
  return (
    <nav aria-label={t.navLabel} className="flex border-b border-neutral-200">
      {tabs.map((tab) => (
        <a
          key={tab}
          href={hrefs[tab]}
          aria-current={tab === current ? 'page' : undefined}
          className={`flex h-10 flex-1 items-center justify-center border-b-2 text-sm no-underline ${tab === current ? 'border-black font-bold text-black' : 'border-transparent text-neutral-600'}`}
        >
          {t.tabs[tab]}
        </a>
      ))}
    </nav>
  );
}
