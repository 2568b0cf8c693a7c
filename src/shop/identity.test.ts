import { describe, expect, it } from 'vitest';
import { CONFIGURED_SHOP } from './configured-shop.fixture';
import { shopIdentityCopy } from '../copy/ko';
import { appStoreLinks, businessLines, contactLines, helpContact, resolveShopIdentity, SHOP_IDENTITY_VARS } from './identity';

const CONFIGURED = CONFIGURED_SHOP;

describe('resolveShopIdentity (issue 31 §1)', () => {
  it('takes every configured value, in production and development alike', () => {
    for (const ENVIRONMENT of ['production', 'development']) {
      const { identity, missing } = resolveShopIdentity({ ...CONFIGURED, ENVIRONMENT });
      expect(missing).toEqual([]);
      expect(identity).toMatchObject({
        companyName: '주식회사 한결',
        businessNumber: '123-45-67890',
        phone: '1588-1234',
        email: 'cs@hangyeol.kr',
        appStoreId: '1234567890',
        playStoreId: 'kr.hangyeol.shop',
      });
    }
  });

  it('leaves out in production what is not configured, never a sample, and names every var as missing', () => {
    const { identity, missing } = resolveShopIdentity({ ENVIRONMENT: 'production' });
    expect(Object.values(identity).every((v) => v === null)).toBe(true);
    expect(missing).toEqual(Object.values(SHOP_IDENTITY_VARS));
    // An unknown ENVIRONMENT is production too.
    expect(resolveShopIdentity(undefined).missing).toHaveLength(Object.keys(SHOP_IDENTITY_VARS).length);
  });

  it('refuses a value not of its shape in production (named missing) rather than print it', () => {
    const { identity, missing } = resolveShopIdentity({
      ...CONFIGURED,
      ENVIRONMENT: 'production',
      SHOP_BUSINESS_NUMBER: '12345',
      SHOP_CS_EMAIL: 'not an address',
      SHOP_COMPANY_NAME: '<script>x</script>',
      APP_STORE_ID: 'https://apps.apple.com/app/id1',
      PLAY_STORE_ID: 'shop',
    });
    expect(identity).toMatchObject({ businessNumber: null, email: null, companyName: null, appStoreId: null, playStoreId: null, phone: '1588-1234' });
    expect(missing).toEqual(['SHOP_COMPANY_NAME', 'SHOP_BUSINESS_NUMBER', 'SHOP_CS_EMAIL', 'APP_STORE_ID', 'PLAY_STORE_ID']);
  });

  it('fills development gaps with samples marked (샘플), and reports nothing missing there', () => {
    const { identity, missing } = resolveShopIdentity({ ENVIRONMENT: 'development', SHOP_CS_PHONE: '1588-1234' });
    expect(missing).toEqual([]);
    expect(identity.phone).toBe('1588-1234');
    expect(identity.companyName).toBe(shopIdentityCopy.samples.companyName);
    expect(identity.businessNumber).toContain('(샘플)');
    expect(identity.address).toContain('(샘플)');
  });
});

describe('what pages print from it', () => {
  const configured = resolveShopIdentity({ ...CONFIGURED, ENVIRONMENT: 'production' }).identity;
  const bare = resolveShopIdentity({ ENVIRONMENT: 'production', SHOP_CS_EMAIL: 'cs@hangyeol.kr' }).identity;

  it('business lines: the law’s details in order, those configured only', () => {
    expect(businessLines(configured).map((l) => `${l.label} ${l.value}`)).toEqual([
      '상호 주식회사 한결',
      '대표 김한결',
      '주소 서울특별시 마포구 양화로 45',
      '사업자등록번호 123-45-67890',
      '통신판매업 신고 제2026-서울마포-0123호',
      '고객센터 1588-1234',
      '이메일 cs@hangyeol.kr',
      '호스팅 제공 Cloudflare, Inc.',
    ]);
    expect(businessLines(bare).map((l) => l.key)).toEqual(['email']);
  });

  it('contact lines and the help contact', () => {
    expect(contactLines(configured).map((l) => l.key)).toEqual(['phone', 'email', 'hours']);
    expect(helpContact(configured)).toBe('cs@hangyeol.kr, 1588-1234');
    expect(helpContact(bare)).toBe('cs@hangyeol.kr');
    expect(helpContact(resolveShopIdentity({}).identity)).toBeNull();
  });

  it('store links from the ids, none where not configured', () => {
    expect(appStoreLinks(configured)).toEqual({ ios: 'https://apps.apple.com/kr/app/id1234567890', android: 'https://play.google.com/store/apps/details?id=kr.hangyeol.shop' });
    expect(appStoreLinks(bare)).toEqual({ ios: null, android: null });
  });
});
