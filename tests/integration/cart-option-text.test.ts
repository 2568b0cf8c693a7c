import { describe, expect, it } from 'vitest';
import { ko as originKo } from '../../origin/copy/ko';
import { storefront } from './harness';
import { call as origin, createMember } from './origin-auth-helpers';
import { browse, Jar, login, PASSWORD } from './session-helpers';

/**
 * Issue 27 item 4: a cart or order line carries free text only for an item with a text option
 * (1008, the engraved mug); text sent for any other item is refused with the line's field, not
 * kept or dropped in silence.
 */
describe('option text', () => {
  it('is refused for an item without a text option, in the cart and at buy now', async () => {
    const sf = storefront();
    const m = await createMember({ password: PASSWORD });
    const jar = await login(sf, m.userId, new Jar());
    for (const path of ['/api/v4/cart-item', '/api/v4/orders/buy-now']) {
      const res = await browse(sf, jar, path, { method: 'POST', body: JSON.stringify({ itemNo: 1003, lines: [{ optionNo: null, qty: 1, text: '아무 말' }] }) });
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toMatchObject({ result: 'FAIL', errorCode: 'TEXT_NOT_ALLOWED', message: originKo.memberService.textNotAllowed });
    }
    // At the origin the refusal names the line's field too.
    const login0 = await origin<{ accessToken: string }>('POST', '/user/login', { json: { id: m.userId, password: PASSWORD } });
    const token = login0.body.data?.accessToken ?? (login0.body as unknown as { accessToken: string }).accessToken;
    const direct = await origin('POST', '/api/v4/cart-item', { token, json: { itemNo: 1003, lines: [{ optionNo: null, qty: 1, text: '아무 말' }] } });
    expect(direct.body).toMatchObject({ errorCode: 'TEXT_NOT_ALLOWED', field: 'lines.0.text' });
    const count = ((await (await browse(sf, jar, '/api/v4/cart-item/item-count')).json()) as { data: { count: number } }).data.count;
    expect(count).toBe(0);
  });

  it('is taken, cleaned to one line, for an item with one', async () => {
    const sf = storefront();
    const m = await createMember({ password: PASSWORD });
    const jar = await login(sf, m.userId, new Jar());
    const mug = (await origin<{ optionItems: { list: { list: { optionNo: number }[] }[] } }>('GET', '/api/v5/product-detail/1008')).body.data!;
    const optionNo = mug.optionItems.list[0]!.list[0]!.optionNo;
    const res = await browse(sf, jar, '/api/v4/cart-item', { method: 'POST', body: JSON.stringify({ itemNo: 1008, lines: [{ optionNo, qty: 1, text: 'J\u202eH\n' }] }) });
    expect(res.status).toBe(200);
    await res.text();
    const cart = await (await browse(sf, jar, '/api/v4/cart-item')).text();
    expect(cart).toContain('"JH"');
  });
});
