import { shellCopy } from '../copy/ko';
import { CachedFragment, staticSource } from '../ui/fragment-cache';
import type { ShellModel } from './shell-model';

// Drawn from its links alone, which its variant spells out: cached as a fragment (src/ui/fragment-cache.tsx).
const FOOTER = staticSource('footer');

/** The footer's key: its links and the shop's business details, which are all it draws besides the copy. */
export function footerFragmentKey(footerLinks: ShellModel['footerLinks'], legalLinks: ShellModel['legalLinks'], business: ShellModel['business']): string {
  return JSON.stringify([footerLinks, legalLinks, business]);
}

/** The footer of every page: service links, the legal pages of spec 2.5 and the shop's business details. */
export function Footer({ footerLinks, legalLinks, business }: Pick<ShellModel, 'footerLinks' | 'legalLinks' | 'business'>) {
  return (
    <CachedFragment
      part="footer"
      of={FOOTER}
      variant={footerFragmentKey(footerLinks, legalLinks, business)}
      as="footer"
      className="site-footer mt-16 border-t border-neutral-200 pb-24 pt-8 text-xs text-neutral-600 min-[541px]:pb-8"
    >
      {/* Padded inside the width, as the header is: its links line up with the header's logo on wide screens. */}
      <div className="mx-auto max-w-6xl px-4">
        <ul className="m-0 flex list-none flex-wrap gap-x-4 gap-y-2 p-0">
          {footerLinks.map((l) => (
            <li key={l.key}>
              <a href={l.href} className="text-neutral-700 no-underline">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
        <nav aria-label={shellCopy.legal.label} className="mt-3">
          <ul className="m-0 flex list-none flex-wrap gap-x-4 gap-y-2 p-0">
            {legalLinks.map((l) => (
              <li key={l.key}>
                <a href={l.href} className={`no-underline ${l.key === 'privacy' ? 'font-bold text-black' : 'text-neutral-700'}`}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {business.length > 0 && (
          <dl className="m-0 mt-4 flex flex-wrap gap-x-3 gap-y-1" data-testid="footer-business">
            {business.map((line) => (
              <div key={line.key} className="flex gap-1">
                <dt>{line.label}</dt>
                <dd className="m-0 break-all">{line.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-2">{shellCopy.footerCopyright}</p>
      </div>
    </CachedFragment>
  );
}
