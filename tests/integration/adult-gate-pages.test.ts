import { describe, expect, it } from 'vitest';
import { originUpstream, storefront } from './harness';
import { browse, type Jar, login, providerKey } from './session-helpers';

/**
 * Spec 4.5 and ARCHITECTURE rule 8 in workerd: the HTML of the adult-only item 1005 carries none
 * of the item's content (name, images, descriptions, JSON-LD, meta) for a visitor, a member who
 * has not verified, or a minor; only a verified adult sees it; such pages are never publicly
 * cached; and a minor's direct cart call is refused whatever the browser sends.
 */
const ITEM = 1005;

async function itemContent(): Promise<string[]> {
  const res = await originUpstream()(`/api/v5/product-detail/${ITEM}`);
  const body = (await res.json()) as { data: { itemName: string; useAdultCheck: unknown; itemImages: { imageUrl: string }[]; itemDetailsList?: { title?: string; content?: string }[] } };
  expect(String(body.data.useAdultCheck)).toMatch(/^(T|true)$/);
  const images = body.data.itemImages.map((i) => i.imageUrl.replace(/^https?:\/\/[^/]+/, '').split('?')[0]!).filter(Boolean);
  const details = (body.data.itemDetailsList ?? []).flatMap((d) => [d.title ?? '', d.content ?? '']).filter((s) => s.length > 3);
  return [body.data.itemName, ...images, ...details];
}

function expectNoContent(html: string, content: string[]) {
  for (const piece of content) expect(html, `leaked: ${piece}`).not.toContain(piece);
  expect(html).not.toContain('application/ld+json');
  expect(html).not.toMatch(/property="og:/);
  expect(html).not.toContain('id="pdp-title"');
  expect(html).toContain('data-adult-gate=');
}

const gateOf = (html: string) => /data-adult-gate="(\w+)"/.exec(html)?.[1];

async function page(sf: ReturnType<typeof storefront>, jar: Jar | null) {
  const res = jar ? await browse(sf, jar, `/products/${ITEM}`) : await sf.fetch(`/products/${ITEM}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return res.text();
}

describe(`adult-only item ${ITEM}`, () => {
  const sf = storefront();

  it('a visitor gets the login-required gate and none of the content', async () => {
    const content = await itemContent();
    const html = await page(sf, null);
    expectNoContent(html, content);
    expect(gateOf(html)).toBe('visitor');
    expect(html).toContain('로그인이 필요해요.');
    expect(html).toContain(`/login?returnTo=%2Fproducts%2F${ITEM}`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('a member without identity verification gets identity first, and none of the content', async () => {
    const content = await itemContent();
    const jar = await login(sf, 'fresh@demo.test');
    const html = await page(sf, jar);
    expectNoContent(html, content);
    expect(gateOf(html)).toBe('identity');
  });

  it('a minor is refused: not-allowed gate after verifying, and a direct cart call gets 403', async () => {
    const content = await itemContent();
    const jar = await login(sf, 'minor@demo.test');
    expectNoContent(await page(sf, jar), content);

    const check = await browse(sf, jar, '/api/v5/users/personal-info/ci:check');
    const birthDate = ((await check.json()) as { data: { birthDate: string } }).data.birthDate;
    const key = await providerKey('adult', { name: '미성년', birthDate, gender: 'F', phone: '010-0000-1002' });
    const verified = await browse(sf, jar, '/api/v5/users/adult-verification', { method: 'POST', body: JSON.stringify({ adultVerificationKey: key }) });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ result: 'SUCCESS', data: { isAdult: false } });

    const html = await page(sf, jar);
    expectNoContent(html, content);
    expect(gateOf(html)).toBe('minor');
    expect(html).toContain('이용할 수 없는 상품이에요');

    for (const [path, body] of [
      ['/api/v4/cart-item', { itemNo: ITEM, lines: [{ optionNo: null, qty: 1 }] }],
      ['/api/v4/orders/buy-now', { itemNo: ITEM, lines: [{ optionNo: null, qty: 1 }], gift: false }],
      ['/api/v4/orders/buy-now', { itemNo: ITEM, lines: [{ optionNo: null, qty: 1 }], gift: true }],
    ] as const) {
      const res = await browse(sf, jar, path, { method: 'POST', body: JSON.stringify(body) });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ result: 'FAIL', errorCode: 'ADULT_VERIFICATION_REQUIRED' });
    }
  });

  it('an adult not yet adult-verified is gated; after verification the page opens and stays private', async () => {
    const content = await itemContent();
    const jar = await login(sf, 'adult@demo.test');
    const before = await page(sf, jar);
    expectNoContent(before, content);
    expect(gateOf(before)).toBe('verify');

    const status = await browse(sf, jar, '/api/v5/users/adult-verification');
    expect(await status.json()).toMatchObject({ result: 'SUCCESS', data: { isRequiredAdultVerification: true } });

    const key = await providerKey('adult', { name: '어른이', birthDate: '1990-05-05', gender: 'M', phone: '010-0000-1001' });
    const res = await browse(sf, jar, '/api/v5/users/adult-verification', { method: 'POST', body: JSON.stringify({ adultVerificationKey: key }) });
    expect(await res.json()).toMatchObject({ result: 'SUCCESS', data: { isAdult: true, isRequiredAdultVerification: false } });

    const after = await page(sf, jar);
    expect(after).toContain('id="pdp-title"');
    expect(after).toContain(content[0]!);
    expect(gateOf(after)).toBeUndefined();
  });

  it('a reused verification key is refused with the server message', async () => {
    const jar = await login(sf, 'adult@demo.test');
    const key = await providerKey('adult', { name: '어른이', birthDate: '1990-05-05', gender: 'M', phone: '010-0000-1001' });
    await browse(sf, jar, '/api/v5/users/adult-verification', { method: 'POST', body: JSON.stringify({ adultVerificationKey: key }) });
    const again = await browse(sf, jar, '/api/v5/users/adult-verification', { method: 'POST', body: JSON.stringify({ adultVerificationKey: key }) });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    const body = (await again.json()) as { result: string; message: string };
    expect(body.result).toBe('FAIL');
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('refuses a missing or malformed adult key before the upstream', async () => {
    const jar = await login(sf, 'adult@demo.test');
    for (const body of [{}, { adultVerificationKey: '' }, { adultVerificationKey: '<script>' }]) {
      const res = await browse(sf, jar, '/api/v5/users/adult-verification', { method: 'POST', body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errorCode: 'ADULT_KEY_MISSING', message: '성인인증 key가 존재하지 않습니다.' });
    }
  });
});
