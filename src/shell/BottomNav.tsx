import { navigationCopy } from '../copy/ko';
import type { BottomTab, TabKey } from '../navigation/bottom-nav';

const ICONS: Record<TabKey, string> = {
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  category: 'M4 5h16M4 12h16M4 19h16',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 0 0 0-14zM16 16l4 4',
  likes: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  mypage: 'M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6',
};

/**
 * Spec 2.6: the five tabs of mobile web. Server-only (plain links, no JS); the lit tab comes
 * from the host and path (src/navigation/bottom-nav.ts). Hidden above the 540 px breakpoint.
 */
export function BottomNav({ tabs, active }: { tabs: BottomTab[]; active: TabKey | null }) {
  return (
    <nav
      aria-label={navigationCopy.bottomNavLabel}
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-200 bg-white pb-[env(safe-area-inset-bottom)] min-[541px]:hidden"
    >
      <ul className="m-0 grid list-none grid-cols-5 p-0">
        {tabs.map((tab) => {
          const on = tab.key === active;
          return (
            <li key={tab.key}>
              <a
                href={tab.href}
                data-tab={tab.key}
                aria-current={on ? 'page' : undefined}
                className={`flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] no-underline ${on ? 'font-bold text-black' : 'text-neutral-500'}`}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill={on && tab.key === 'likes' ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={on ? 2.2 : 1.6}>
                  <path d={ICONS[tab.key]} />
                </svg>
                {tab.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
