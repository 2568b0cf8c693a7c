import { describe, expect, it } from 'vitest';
import { createOriginApp } from '../../origin/app';
import { ensureDatabase } from '../../origin/db/migrate';
import { ko as originKo } from '../../origin/copy/ko';
import { ko } from '../../src/copy/ko';
import { editor } from './account-helpers';
import { FLAGS_KEY, storefront, type Storefront } from './harness';
import { leaf as optionNo } from './item-options';
import { createMember, DB } from './origin-auth-helpers';
import { browse, Jar, login } from './session-helpers';

/**
 * The checkout form's pages (issue 29 §1): the 주문서 offers the saved addresses with the default
 * chosen, a plain form post gives the order its address; a coupon and mileage applied change the
 * summary's final amount, which is the order's total_price; refusals stay beside their field
 * with what was typed; a gift has no 배송지; the postcode sandbox is framed from our own origin in
 * development and never served in production.
 */
const t = ko.checkoutForm;
const ITEM = 1001;
const formPost = (fields: Record<string, string>): RequestInit => ({ method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

async function shopper(sf: Storefront) {
  await ensureDatabase(DB);
  await DB.batch([
    DB.prepare('UPDATE items SET is_limited_qty = 0, is_coupon_allowed_in_order = 1 WHERE item_no = ?').bind(ITEM),
    DB.prepare('UPDATE item_options SET is_limited_qty = 0 WHERE item_no = ?').bind(ITEM),
    DB.prepare('UPDATE brands SET is_coupon_use = 1 WHERE brand_no = (SELECT brand_no FROM items WHERE item_no = ?)').bind(ITEM),
  ]);
  const m = await createMember({ password: 'demo1234!', name: '김주문' });
  const jar = await login(sf, m.userId, new Jar());
  return { ...m, jar };
}

async function buy(sf: Storefront, jar: Jar, gift = false): Promise<string> {
  const res = await browse(sf, jar, '/api/v4/orders/buy-now', { method: 'POST', body: JSON.stringify({ itemNo: ITEM, lines: [{ optionNo: await optionNo(ITEM), qty: 1 }], gift }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { orderNo: string } }).data.orderNo;
}

const totalOf = (html: string) => /data-testid="checkout-total"[^>]*>([^<]+)</.exec(html)?.[1];
const stored = async (orderNo: string) => (await DB.prepare('SELECT total_price FROM orders WHERE order_no = ?').bind(orderNo).first<{ total_price: number }>())!.total_price;
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

describe('the 주문서 배송지 and 할인', () => {
  it('chooses the default saved address, then applies a coupon and mileage; the final amount is total_price', async () => {
    const sf = storefront();
    const m = await shopper(sf);
    await DB.prepare(
      `INSERT INTO member_addresses (user_no, label, recipient_name, recipient_phone, zipcode, address, address_detail, is_default, created_at)
       VALUES (?1, '회사', '김회사', '010-2222-3333', '06236', '서울특별시 강남구 테헤란로 152', '12층', 0, 1), (?1, '집', '김주문', '010-1111-2222', '04524', '서울특별시 중구 세종대로 110', '3층', 1, 2)`,
    )
      .bind(m.userNo)
      .run();
    const [home] = (await DB.prepare('SELECT address_no FROM member_addresses WHERE user_no = ? AND is_default = 1').bind(m.userNo).all<{ address_no: number }>()).results;
    await DB.prepare('UPDATE members SET mileage = 5000 WHERE user_no = ?').bind(m.userNo).run();
    const coupon = (await DB.prepare("INSERT INTO member_coupons (user_no, name, expires_at, discount_type, discount_value) VALUES (?, '테스트 3,000원', ?, 'AMOUNT', 3000) RETURNING coupon_no")
      .bind(m.userNo, Date.now() + 86_400_000)
      .first<{ coupon_no: number }>())!.coupon_no;
    const orderNo = await buy(sf, m.jar);
    const before = await stored(orderNo);

    const page = await browse(sf, m.jar, `/checkout?order=${orderNo}`);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toMatch(/frame-src [^;]*'self'/);
    expect(html).toContain('data-testid="checkout-delivery"');
    // The order starts with the default 배송지 (order-write.ts), so nothing stands in the way.
    expect(html).not.toContain(originKo.checkoutForm.deliveryAddressRequired);
    // The default (집) is chosen first, though 회사 was saved before it.
    expect(html.match(/<input[^>]*name="choice"[^>]*>/g)?.filter((i) => i.includes('checked'))).toEqual([
      `<input type="radio" class="mt-1 h-4 w-4" name="choice" checked="" value="${home!.address_no}"/>`,
    ]);
    expect(html).toContain(t.defaultBadge);
    expect(html).toContain('data-testid="postcode-search"');
    expect(totalOf(html)).toBe(won(before));

    const chosen = await browse(sf, m.jar, '/checkout/delivery', formPost({ order: orderNo, choice: String(home!.address_no), preset: 'guard', custom: '' }));
    expect(chosen.status).toBe(303);
    const after = (await (await browse(sf, m.jar, chosen.headers.get('location')!)).text()).replace(/<!-- -->/g, '');
    expect(after).toContain('data-testid="checkout-delivery-current"');
    expect(after).toContain('[04524] 서울특별시 중구 세종대로 110 3층');
    expect(after).toContain(t.presets.guard);
    expect(after).not.toContain(originKo.checkoutForm.deliveryAddressRequired);

    const applied = await browse(sf, m.jar, '/checkout/discount', formPost({ order: orderNo, couponNo: String(coupon), mileage: '1,000' }));
    expect(applied.status).toBe(303);
    const discounted = await (await browse(sf, m.jar, applied.headers.get('location')!)).text();
    expect(totalOf(discounted)).toBe(won(before - 4000));
    expect(await stored(orderNo)).toBe(before - 4000);
    expect(discounted).toContain(`data-testid="summary-coupon">${t.minus(won(3000))}`);

    // 모두 사용: the most the rules allow with that coupon.
    const all = await browse(sf, m.jar, '/checkout/discount', formPost({ order: orderNo, couponNo: String(coupon), mileage: '0', mileageAll: 'on' }));
    expect(all.status).toBe(303);
    expect(await stored(orderNo)).toBe(before - 3000 - 5000);
  });

  it('keeps a refused address beside its field with what was typed, and a refused mileage beside the mileage', async () => {
    const sf = storefront();
    const m = await shopper(sf);
    const orderNo = await buy(sf, m.jar);
    const res = await browse(
      sf,
      m.jar,
      '/checkout/delivery',
      formPost({
        order: orderNo,
        choice: 'new',
        recipientName: '김새집',
        recipientPhone: '02-123-4567',
        zipcode: '48099',
        address: '부산광역시 해운대구 해운대해변로 264',
        addressDetail: '',
        preset: 'custom',
        custom: '벨 누르지 마세요',
      }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('data-testid="delivery-recipientPhone-error"');
    expect(html).toContain(t.fieldErrors.recipientPhone);
    expect(html).toContain('value="부산광역시 해운대구 해운대해변로 264"');
    expect(html).toContain('value="벨 누르지 마세요"');
    const saved = await browse(
      sf,
      m.jar,
      '/checkout/delivery',
      formPost({
        order: orderNo,
        choice: 'new',
        recipientName: '김새집',
        recipientPhone: '010 5555 6666',
        zipcode: '48099',
        address: '부산광역시 해운대구 해운대해변로 264',
        addressDetail: '101호',
        saveDefault: 'on',
        preset: 'door',
      }),
    );
    expect(saved.status).toBe(303);
    expect(await DB.prepare('SELECT recipient_phone, is_default FROM member_addresses WHERE user_no = ?').bind(m.userNo).first()).toEqual({ recipient_phone: '010-5555-6666', is_default: 1 });
    const mileage = await browse(sf, m.jar, '/checkout/discount', formPost({ order: orderNo, couponNo: '', mileage: '500' }));
    expect(mileage.status).toBe(400);
    expect(await mileage.text()).toContain('data-testid="discount-mileage-error"');
  });

  it('a gift has no 배송지; another member cannot post to an order not theirs', async () => {
    const sf = storefront();
    const m = await shopper(sf);
    const gift = await buy(sf, m.jar, true);
    const html = await (await browse(sf, m.jar, `/checkout?order=${gift}`)).text();
    expect(html).not.toContain('data-testid="checkout-delivery"');
    expect(html).toContain('data-testid="checkout-discount"');
    const other = await shopper(sf);
    const res = await browse(
      sf,
      other.jar,
      '/checkout/delivery',
      formPost({ order: gift, choice: 'new', recipientName: '남', recipientPhone: '010-1234-5678', zipcode: '04524', address: '서울특별시 중구 세종대로 110' }),
    );
    expect(res.status).toBe(404);
  });
});

describe('account edit 배송지 관리', () => {
  it('shows the address book with the default as 기본 배송지, and adds, edits, defaults and deletes by form posts', async () => {
    const sf = storefront();
    const { m, jar } = await editor(sf);
    const empty = await browse(sf, jar, '/account/edit');
    expect(empty.headers.get('content-security-policy')).toMatch(/frame-src [^;]*'self'/);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain('data-testid="address-book"');
    expect(emptyHtml).toContain(t.bookEmpty);
    const add = (fields: Record<string, string>) =>
      browse(
        sf,
        jar,
        '/account/edit/address',
        formPost({ label: '집', recipientName: '김집', recipientPhone: '010-1111-2222', zipcode: '04524', address: '서울특별시 중구 세종대로 110', addressDetail: '3층', ...fields }),
      );
    expect((await add({})).status).toBe(303);
    expect((await add({ label: '회사', zipcode: '06236', address: '서울특별시 강남구 테헤란로 152' })).status).toBe(303);
    const bad = await add({ recipientPhone: '1234' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(t.fieldErrors.recipientPhone);
    const rows = (
      await DB.prepare('SELECT address_no, label, is_default FROM member_addresses WHERE user_no = ? ORDER BY address_no')
        .bind(m.userNo)
        .all<{ address_no: number; label: string; is_default: number }>()
    ).results;
    expect(rows.map((r) => [r.label, r.is_default])).toEqual([
      ['집', 1],
      ['회사', 0],
    ]);
    const page = (await (await browse(sf, jar, '/account/edit?book=added')).text()).replace(/<!-- -->/g, '');
    expect(page).toContain(t.bookDone.added);
    expect(page.match(/data-testid="book-address" data-default="true"/g)).toHaveLength(1);
    expect(page).toContain(t.defaultBadge);
    expect((await browse(sf, jar, `/account/edit/address/${rows[1]!.address_no}/default`, formPost({}))).status).toBe(303);
    expect(
      (
        await browse(
          sf,
          jar,
          `/account/edit/address/${rows[1]!.address_no}`,
          formPost({ label: '새 회사', recipientName: '김회사', recipientPhone: '01033334444', zipcode: '06236', address: '서울특별시 강남구 테헤란로 152', addressDetail: '12층' }),
        )
      ).status,
    ).toBe(303);
    expect((await browse(sf, jar, `/account/edit/address/${rows[0]!.address_no}/delete`, formPost({}))).status).toBe(303);
    const left = (await DB.prepare('SELECT label, recipient_phone, is_default FROM member_addresses WHERE user_no = ?').bind(m.userNo).all()).results;
    expect(left).toEqual([{ label: '새 회사', recipient_phone: '010-3333-4444', is_default: 1 }]);
  });
});

describe('account edit: the member address (issue 31 §3, spec 3.7 zipcode, address, detail)', () => {
  const addressRow = (html: string) => /<dd [^>]*data-field="address"[^>]*>([^<]*)/.exec(html.replace(/<!-- -->/g, ''))?.[1];

  it('shows the default 배송지 as the address of 내 정보, and a change through the address book changes it in the same write', async () => {
    const sf = storefront();
    const { m, jar } = await editor(sf);
    const first = await (await browse(sf, jar, '/account/edit')).text();
    expect(addressRow(first)).toBe(ko.account.none);
    expect(first).toContain('data-testid="address-change"');
    const home = { label: '집', recipientName: '김집', recipientPhone: '010-1111-2222', zipcode: '04524', address: '서울특별시 중구 세종대로 110', addressDetail: '3층' };
    expect((await browse(sf, jar, '/account/edit/address', formPost(home))).status).toBe(303);
    expect(addressRow(await (await browse(sf, jar, '/account/edit')).text())).toBe('[04524] 서울특별시 중구 세종대로 110 3층');

    // The default one edited (as the postcode search fills zipcode and address): 내 정보 follows.
    const { address_no } = (await DB.prepare('SELECT address_no FROM member_addresses WHERE user_no = ?').bind(m.userNo).first<{ address_no: number }>())!;
    const moved = { ...home, zipcode: '06236', address: '서울특별시 강남구 테헤란로 152', addressDetail: '12층' };
    expect((await browse(sf, jar, `/account/edit/address/${address_no}`, formPost(moved))).status).toBe(303);
    expect(addressRow(await (await browse(sf, jar, '/account/edit')).text())).toBe('[06236] 서울특별시 강남구 테헤란로 152 12층');
    const member = await DB.prepare('SELECT zipcode, address, address_detail FROM members WHERE user_no = ?').bind(m.userNo).first();
    expect(member).toEqual({ zipcode: '06236', address: '서울특별시 강남구 테헤란로 152', address_detail: '12층' });

    // A second address made the default becomes the address; the book emptied leaves none.
    expect((await browse(sf, jar, '/account/edit/address', formPost({ ...home, label: '본가', isDefault: 'on' }))).status).toBe(303);
    expect(addressRow(await (await browse(sf, jar, '/account/edit')).text())).toBe('[04524] 서울특별시 중구 세종대로 110 3층');
    for (const r of (await DB.prepare('SELECT address_no FROM member_addresses WHERE user_no = ?').bind(m.userNo).all<{ address_no: number }>()).results) {
      expect((await browse(sf, jar, `/account/edit/address/${r.address_no}/delete`, formPost({}))).status).toBe(303);
    }
    expect(addressRow(await (await browse(sf, jar, '/account/edit')).text())).toBe(ko.account.none);
  });
});

describe('the sandbox postcode search', () => {
  it('is framed from our own origin in development and finds real-looking addresses', async () => {
    const sf = storefront({ vars: { ENVIRONMENT: 'development' } });
    const res = await sf.fetch('/sandbox/postcode?q=%EC%84%B8%EC%A2%85%EB%8C%80%EB%A1%9C%20110');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = await res.text();
    expect(html).toContain('샌드박스');
    expect(html).toContain('data-zonecode="04524"');
    expect((await sf.fetch('/sandbox/postcode/pick.js')).headers.get('content-type')).toContain('javascript');
  });

  it('gives way to the Kakao/Daum service on a production 주문서: its script with the nonce, its host and frames in the CSP', async () => {
    const sf = storefront({ vars: { ENVIRONMENT: 'production' } });
    const m = await shopper(sf);
    const orderNo = await buy(sf, m.jar);
    const res = await browse(sf, m.jar, `/checkout?order=${orderNo}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/t1\.daumcdn\.net(;|$)/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/postcode\.map\.daum\.net https:\/\/postcode\.map\.kakao\.com/);
    expect(csp).not.toMatch(/frame-src [^;]*'self'/);
    // The nonce is base64 (+ and /): compared as text, not as a pattern.
    expect(html).toContain(`<script src="https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js" async="" nonce="${nonce}"`);
    expect(html).toContain('"provider":"daum"');
    expect(html).not.toContain('/sandbox/postcode');
    expect(html).not.toContain(`${t.sandbox}</span></button>`);
  });

  it('is never served in production, by the edge or the origin', async () => {
    for (const ENVIRONMENT of ['production', '']) {
      const sf = storefront({ vars: { ENVIRONMENT } });
      for (const path of ['/sandbox/postcode', '/sandbox/postcode?q=서울', '/sandbox/postcode/pick.js', '/sandbox/%70ostcode']) {
        const res = await sf.fetch(path);
        expect([ENVIRONMENT, path, res.status]).toEqual([ENVIRONMENT, path, 404]);
        await res.body?.cancel();
      }
    }
    const origin = createOriginApp();
    for (const ENVIRONMENT of ['production', undefined]) {
      const res = await origin.fetch(new Request('http://origin.internal/sandbox/postcode?q=x'), { DB, FLAGS_KEY, ...(ENVIRONMENT === undefined ? {} : { ENVIRONMENT }) });
      expect(res.status).toBe(404);
    }
  });
});
