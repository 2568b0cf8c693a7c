import type { ReactNode } from 'react';
import { navigationCopy, promotionCopy, shellCopy } from '../copy/ko';
import { HeaderMember, type HeaderMemberProps } from '../member/components/HeaderMember';
import AppBanner, { type AppBannerProps } from '../navigation/islands/AppBanner';
import QaLabel, { type QaLabelProps } from '../navigation/islands/QaLabel';
import SearchBar, { type SearchBarProps } from '../navigation/islands/SearchBar';
import { Island } from '../ui/Island';
import { staticSource } from '../ui/fragment-cache';
import { PreviewBar } from '../preview/components/PreviewBar';
import { BottomNav } from './BottomNav';
import { CategoryMenu } from './CategoryMenu';
import { Footer } from './Footer';
import MemberSession from '../member/islands/MemberSession';
import type { ShellModel } from './shell-model';

// Kept as HTML (src/ui/fragment-cache.tsx): the empty search bar and the footer are drawn from their
// links alone, which their variants spell out.
const SEARCH_BAR = staticSource('search-bar');

/** The empty search bar's key: the address it searches (the shop's own, or a host's). */
export function searchBarFragmentKey(action: string): string {
  return action;
}

/**
 * The shell of every page (spec 2.2–2.8): app-install banner, notice strip, header with logo,
 * search bar and member corner, the page, footer, mobile bottom navigation and the
 * environment label. Without a model (older callers) it renders the bare header and footer.
 * In the app web view (`shell.webChrome` false) the header, notice strip and footer are left
 * out: the app has its own; the page's sheets and purchase bar are the page's, so they stay.
 */
export function PageShell({ children, member, shell }: { children: ReactNode; member: HeaderMemberProps; shell?: ShellModel }) {
  const searchProps: SearchBarProps | null = shell
    ? {
        id: 'site-search',
        action: shell.search.action,
        keyword: shell.search.keyword,
        labels: {
          label: navigationCopy.search.label,
          submit: navigationCopy.search.submit,
          clear: navigationCopy.search.clear,
          placeholder: navigationCopy.search.placeholder,
          popular: navigationCopy.search.popular,
          autoComplete: navigationCopy.search.autoComplete,
        },
      }
    : null;
  const qaProps: QaLabelProps | null = shell?.environmentLabel ? { label: shellCopy.qaLabel(shell.environmentLabel), hideLabel: shellCopy.qaLabelHide } : null;
  const webChrome = shell?.webChrome ?? true;
  const bannerProps: AppBannerProps | null = shell?.appBanner ? { text: shellCopy.appBanner, openLabel: shellCopy.appBannerOpen, closeLabel: shellCopy.appBannerClose, ...shell.appBanner } : null;

  return (
    <>
      <a
        href="#main"
        className="skip-link sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:text-black focus:shadow"
      >
        {shellCopy.skipToContent}
      </a>
      {shell?.preview ? <PreviewBar bar={shell.preview} /> : null}
      {bannerProps ? (
        <Island name="AppBanner" id="app-banner" props={bannerProps}>
          <AppBanner {...bannerProps} />
        </Island>
      ) : null}
      {webChrome && shell?.notice ? (
        <p className="m-0 bg-neutral-100 px-4 py-2 text-center text-xs" data-testid="notice-strip">
          <span className="sr-only">{shellCopy.notice}: </span>
          {shell.notice.href ? (
            <a href={shell.notice.href} className="text-black no-underline">
              {shell.notice.title}
            </a>
          ) : (
            shell.notice.title
          )}
        </p>
      ) : null}
      {webChrome ? (
        <header className="site-header border-b border-neutral-200 bg-white">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 min-[541px]:h-16 min-[541px]:flex-nowrap min-[541px]:py-0">
            <a href={shell?.homeHref ?? '/'} className="text-lg font-bold tracking-tight text-black no-underline">
              {shellCopy.siteName}
            </a>
            {shell?.headerNav ? (
              <nav aria-label={navigationCopy.headerNavLabel} className="hidden min-[541px]:block" data-testid="header-nav">
                <ul className="m-0 flex list-none gap-4 p-0 text-sm font-semibold">
                  {shell.headerNav.tabs.map((t) => (
                    <li key={t.key}>
                      {t.key === 'category' ? (
                        <CategoryMenu href={t.href} label={t.label} current={shell.headerNav?.active === t.key} />
                      ) : (
                        <a
                          href={t.href}
                          aria-current={shell.headerNav?.active === t.key ? 'page' : undefined}
                          className="whitespace-nowrap text-black no-underline aria-[current=page]:underline"
                          data-header-tab={t.key}
                        >
                          {t.label}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {searchProps ? (
              <Island
                name="SearchBar"
                id="site-search"
                props={searchProps}
                className="order-last w-full min-[541px]:order-none min-[541px]:max-w-md min-[541px]:flex-1"
                // Empty, it is the same on every page of a host: cached. A typed keyword is the shopper's.
                cached={searchProps.keyword === '' ? { of: SEARCH_BAR, variant: searchBarFragmentKey(searchProps.action) } : undefined}
              >
                <SearchBar {...searchProps} />
              </Island>
            ) : null}
            <HeaderMember {...member} />
          </div>
        </header>
      ) : (
        // No header in the app: the member plumbing its MemberMenu starts still runs (spec 6).
        <Island name="MemberSession" id="member-session" props={{ device: member.device ?? 'appWebView' }} className="contents">
          <MemberSession device={member.device ?? 'appWebView'} />
        </Island>
      )}
      {shell?.promotionBanner ? (
        <aside aria-label={promotionCopy.name} className="bg-black text-white" data-testid="promotion-banner" data-phase={shell.promotionBanner.phase}>
          <a href={shell.promotionBanner.href} className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 text-sm text-white no-underline">
            <span className="font-bold">{shell.promotionBanner.text}</span>
            <span className="shrink-0 underline">{shell.promotionBanner.cta}</span>
          </a>
        </aside>
      ) : null}
      <main id="main" className="mx-auto max-w-6xl">
        {children}
      </main>
      {webChrome ? <Footer footerLinks={shell?.footerLinks ?? []} legalLinks={shell?.legalLinks ?? []} business={shell?.business ?? []} /> : null}
      {shell?.bottomNav ? <BottomNav tabs={shell.bottomNav.tabs} active={shell.bottomNav.active} /> : null}
      {qaProps ? (
        <Island name="QaLabel" id="qa-label" props={qaProps}>
          <QaLabel {...qaProps} />
        </Island>
      ) : null}
    </>
  );
}
