import type { ReactNode } from 'react';
import { ko } from '../copy/ko';
import { HeaderMember, type HeaderMemberProps } from '../member/components/HeaderMember';

/** Header, main landmark and footer shared by every page. Navigation fills in later. */
export function PageShell({ children, member }: { children: ReactNode; member: HeaderMemberProps }) {
  return (
    <>
      <a href="#main" className="skip-link">
        {ko.shell.skipToContent}
      </a>
      <header className="site-header border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
          <a href="/" className="text-lg font-bold tracking-tight text-black no-underline">
            {ko.shell.siteName}
          </a>
          <HeaderMember {...member} />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl">
        {children}
      </main>
      <footer className="site-footer mt-16 border-t border-gray-200 px-4 py-8 text-xs text-gray-600">
        <div className="mx-auto max-w-6xl">
          <p>{ko.shell.footerCompany}</p>
          <p className="mt-2">{ko.shell.footerCopyright}</p>
        </div>
      </footer>
    </>
  );
}
