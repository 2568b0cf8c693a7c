import { describe, expect, it } from 'vitest';
import { footerFragmentKey } from './Footer';
import { searchBarFragmentKey } from './PageShell';
import type { IdentityLine } from '../shop/identity';

/** The shell's cached fragments (src/ui/fragment-cache.tsx): each input they draw from changes their key. */
describe('fragment keys of the shell', () => {
  const links = [{ key: 'about', label: '회사 소개', href: '/home/about' }];
  const legal = [{ key: 'terms', label: '이용약관', href: '/policy/terms' }];

  it("footer: its links, each field, which list a link is in, and the shop's business details", () => {
    const business: IdentityLine[] = [{ key: 'companyName', label: '상호', value: '셀렉트샵' }];
    const keys = [
      footerFragmentKey(links, legal, business),
      footerFragmentKey([{ ...links[0]!, href: 'https://m.shop.example/home/about' }], legal, business),
      footerFragmentKey([{ ...links[0]!, label: '소개' }], legal, business),
      footerFragmentKey(links, [{ ...legal[0]!, href: '/policy/privacy' }], business),
      footerFragmentKey([...links, ...legal], [], business),
      footerFragmentKey([], [...links, ...legal], business),
      footerFragmentKey(links, legal, []),
      footerFragmentKey(links, legal, [{ ...business[0]!, value: '다른 상호' }]),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('search bar: the address it searches', () => {
    expect(searchBarFragmentKey('/search')).not.toBe(searchBarFragmentKey('https://shop.example/search'));
  });
});
