import { describe, expect, it } from 'vitest';
import { CONFIGURED_SHOP } from '../../src/shop/configured-shop.fixture';
import { CONTENT_PAGES } from '../../rules/content-pages';
import { storefront } from './harness';
import { browse, Jar, login } from './session-helpers';

/**
 * The content pages the footer links to (issue 14 item 1): each answers 200 in the shared shell
 * with its title, effective date and the sample notice, its page-type label (spec 2.4: the path),
 * private and revalidated for a visitor, private, no-store for a member; the footer links lead there.
 */
const SHOP = CONFIGURED_SHOP;

describe('content pages', () => {
  it('serves every page the footer and the link families print', async () => {
    const sf = storefront();
    const titles: Record<string, string> = {
      '/policy/terms': '이용약관',
      '/policy/privacy': '개인정보처리방침',
      '/policy/dispute-resolution': '분쟁해결기준',
      '/policy/payment-agency': '전자금융거래 이용약관',
      '/home/about': '회사 소개',
      '/contact-us': '고객센터',
    };
    for (const path of Object.values(CONTENT_PAGES)) {
      const res = await sf.fetch(path);
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      const html = await res.text();
      expect(html).toContain(`data-page-type="${path}"`);
      expect(html).toContain(`<h1 class="m-0 text-2xl font-bold">${titles[path]}</h1>`);
      expect(html).toContain('시행일 2026.01.01');
      expect(html).toContain('데모 스토어를 위한 샘플');
    }
    const about = await (await sf.fetch('/home/about')).text();
    // Development: the shop's identity is the labelled sample (issue 31 §1).
    expect(about).toContain('서울특별시 성동구 성수이로 00 (샘플)');
    expect(about).toContain('사업자 정보');
    const home = await (await sf.fetch('/')).text();
    for (const path of ['/policy/terms', '/policy/privacy', '/home/about']) expect(home).toContain(`href="${path}"`);
  });

  it('prints the configured identity on the company and contact pages and in the footer (issue 31 §1)', async () => {
    const sf = storefront({ vars: { ENVIRONMENT: 'production', ...SHOP } });
    const about = await (await sf.fetch('/home/about')).text();
    for (const v of ['주식회사 한결', '김한결', '123-45-67890', '제2026-서울마포-0123호', '서울특별시 마포구 양화로 45', 'Cloudflare, Inc.']) expect(about).toContain(v);
    const contact = await (await sf.fetch('/contact-us')).text();
    for (const v of ['1588-1234', 'cs@hangyeol.kr', '평일 09:00 ~ 18:00']) expect(contact).toContain(v);
    const footer = /<footer[\s\S]*<\/footer>/.exec(await (await sf.fetch('/best-items')).text())?.[0] ?? '';
    for (const v of ['주식회사 한결', '123-45-67890', '1588-1234']) expect(footer).toContain(v);
    for (const html of [about, contact, footer]) expect(html).not.toMatch(/샘플\)|1600-0000|help@demo\.test|성수이로 00/);
  });

  it('prints no identity in production where none is configured, and no sample either', async () => {
    const sf = storefront({ vars: { ENVIRONMENT: 'production' } });
    for (const path of ['/home/about', '/contact-us', '/best-items']) {
      const html = await (await sf.fetch(path)).text();
      expect(html, path).not.toContain('data-testid="shop-identity"');
      expect(html, path).not.toContain('data-testid="footer-business"');
      expect(html, path).not.toMatch(/\(샘플\)|1600-0000|help@demo\.test|성수이로 00|000-00-00000/);
    }
  });

  it('answers a member privately', async () => {
    const sf = storefront();
    const jar = await login(sf, 'adult@demo.test', new Jar());
    const res = await browse(sf, jar, '/policy/privacy');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
  });
});
