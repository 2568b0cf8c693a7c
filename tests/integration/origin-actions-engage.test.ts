import { describe, expect, it } from 'vitest';
import { ItemDetailSchema } from '../../schemas/item-detail';
import { QnaPageSchema, QnaSchema } from '../../schemas/qna';
import { ko } from '../../src/copy/ko';
import { ko as originKo } from '../../origin/copy/ko';
import { DB } from './origin-auth-helpers';
import { call, newMember, type TestMember } from './origin-identity-harness';

const m = originKo.memberService;
type Heart = { liked: boolean; heartCount: number };
const like = (member: TestMember, itemNo: unknown) => call<Heart>('POST', '/api/v4/hearts', { token: member.token, json: { itemNo } });
const unlike = (member: TestMember, itemNo: string | number) => call<Heart>('DELETE', `/api/v4/hearts/${itemNo}`, { token: member.token });
const publicHearts = async (itemNo: number) => (await call<{ heartCount: number }>('GET', `/api/v5/product-detail/additional/${itemNo}`)).body.data!.heartCount;

describe('hearts', () => {
  it("change the item's real total once per member, as the item page reads it", async () => {
    const a = await newMember();
    const b = await newMember();
    const before = await publicHearts(1002);
    expect((await like(a, 1002)).body).toEqual({ result: 'SUCCESS', data: { liked: true, heartCount: before + 1 } });
    expect((await like(a, 1002)).body.data).toEqual({ liked: true, heartCount: before + 1 });
    expect((await like(b, 1002)).body.data).toEqual({ liked: true, heartCount: before + 2 });
    expect(await publicHearts(1002)).toBe(before + 2);
    expect((await unlike(a, 1002)).body.data).toEqual({ liked: false, heartCount: before + 1 });
    expect((await unlike(a, 1002)).body.data).toEqual({ liked: false, heartCount: before + 1 });
    expect(await publicHearts(1002)).toBe(before + 1);
    const mine = await DB.prepare('SELECT item_no FROM member_hearts WHERE user_no = ?').bind(b.userNo).all();
    expect(mine.results).toEqual([{ item_no: 1002 }]);
  });

  it('refuses unknown items and bad numbers', async () => {
    const a = await newMember();
    expect((await like(a, 1107)).status).toBe(404);
    expect((await like(a, 99999999)).status).toBe(404);
    for (const bad of ['1.5', -1, '1002', null, 2 ** 40]) expect((await like(a, bad)).status, String(bad)).toBe(400);
    for (const bad of ['abc', '01002', '1e3', '-1', '99999999999']) expect((await unlike(a, bad)).status, bad).toBe(400);
  });
});

describe('restock requests', () => {
  it('records a request for a sold-out option, once', async () => {
    const member = await newMember();
    const tee = ItemDetailSchema.parse((await call('GET', '/api/v5/product-detail/1002')).body.data);
    const xl = tee.optionItems.list[0]!.list.find((o) => o.title === 'XL')!.optionNo;
    const m1002 = tee.optionItems.list[0]!.list.find((o) => o.title === 'M')!.optionNo;
    const ask = (optionNo: number | null, itemNo = 1002) => call('POST', '/api/v4/restock', { token: member.token, json: { itemNo, optionNo } });
    expect((await ask(xl)).body).toEqual({ result: 'SUCCESS', data: { requested: true } });
    expect((await ask(xl)).status).toBe(200);
    const rows = await DB.prepare('SELECT item_no, option_key FROM restock_requests WHERE user_no = ?').bind(member.userNo).all();
    expect(rows.results).toEqual([{ item_no: 1002, option_key: xl }]);
    expect((await ask(m1002)).body).toEqual({ result: 'FAIL', errorCode: 'NOT_SOLD_OUT', message: m.restockNotSoldOut });
    expect((await ask(null, 1004)).status).toBe(400);
    expect((await ask(null, 1003)).body).toMatchObject({ errorCode: 'NOT_SOLD_OUT' });
  });
});

describe('Q&A questions', () => {
  it('are stored and listed, a secret one without its content for others', async () => {
    const member = await newMember();
    const res = await call('POST', '/api/v5/product-detail/1003/qna', {
      token: member.token,
      json: { title: '향이 강한가요?', content: '작은 방에서 써도 괜찮을지 궁금해요.', isSecret: true },
    });
    expect(res.status).toBe(200);
    const qna = QnaSchema.parse(res.body.data);
    expect(qna).toMatchObject({ title: '향이 강한가요?', content: '작은 방에서 써도 괜찮을지 궁금해요.', isSecret: 'T', isAnswered: 'F' });
    expect(qna.userMaskedId).toBe(`${member.userId.slice(0, 2)}***`);
    const list = QnaPageSchema.parse((await call('GET', '/api/v5/product-detail/1003/qna')).body.data);
    const listed = list.results.find((q) => q.qnaNo === qna.qnaNo);
    expect(listed).toMatchObject({ title: '향이 강한가요?', content: '', isSecret: 'T' });
    const row = await DB.prepare('SELECT user_no FROM qna WHERE qna_no = ?').bind(qna.qnaNo).first();
    expect(row).toEqual({ user_no: member.userNo });
  });

  it('are checked: Korean messages for empty or long texts, 404 for unknown items', async () => {
    const member = await newMember();
    const ask = (itemNo: string | number, json: unknown) => call('POST', `/api/v5/product-detail/${itemNo}/qna`, { token: member.token, json });
    expect((await ask(1003, { title: ' ', content: '내용은 충분히 길어요' })).body).toMatchObject({ errorCode: 'INVALID_REQUEST', message: m.qnaTitle });
    expect((await ask(1003, { title: '제목', content: '짧음' })).body).toMatchObject({ errorCode: 'INVALID_REQUEST', message: m.qnaContent });
    // The Q&A island says the same before it sends (rules/qna.ts), in the storefront's words.
    expect([m.qnaTitle, m.qnaContent]).toEqual([ko.member.qnaTitleRule, ko.member.qnaContentRule]);
    expect((await ask(1003, { title: '제목', content: 'x'.repeat(2001) })).status).toBe(400);
    expect((await ask(1003, { title: '제목', content: '내용은 충분히 길어요', isSecret: 'yes' })).status).toBe(400);
    expect((await ask(1107, { title: '제목', content: '내용은 충분히 길어요' })).status).toBe(404);
    expect((await ask('abc', { title: '제목', content: '내용은 충분히 길어요' })).status).toBe(400);
  });
});

describe('member actions without a member or with bad bodies', () => {
  it('answer 401 LOGIN_REQUIRED to visitors and forged tokens', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/v4/cart-item/item-count'],
      ['POST', '/api/v4/cart-item'],
      ['POST', '/api/v4/orders/buy-now'],
      ['POST', '/api/v4/hearts'],
      ['DELETE', '/api/v4/hearts/1001'],
      ['POST', '/api/v4/restock'],
      ['POST', '/api/v5/product-detail/1001/qna'],
    ];
    for (const [method, path] of calls) {
      for (const token of [undefined, 'x.y.z']) {
        const res = await call(method, path, { token, json: method === 'POST' ? {} : undefined });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body).toMatchObject({ result: 'FAIL', errorCode: 'LOGIN_REQUIRED', message: ko.errors.loginNeeded });
      }
    }
  });

  it('answer 400 (never 500) to malformed JSON and shapes, 413 to huge bodies', async () => {
    const member = await newMember();
    const raw = (path: string, body: string) => call('POST', path, { token: member.token, raw: body });
    for (const path of ['/api/v4/cart-item', '/api/v4/orders/buy-now', '/api/v4/hearts', '/api/v4/restock', '/api/v5/product-detail/1001/qna']) {
      expect((await raw(path, '{')).body, path).toMatchObject({ result: 'FAIL', errorCode: 'INVALID_JSON' });
      expect((await raw(path, 'null')).status, path).toBe(400);
      expect((await raw(path, '[1]')).status, path).toBe(400);
      expect((await raw(path, JSON.stringify({ pad: 'x'.repeat(20_000) }))).status, path).toBe(413);
    }
    const cart = (json: unknown) => call('POST', '/api/v4/cart-item', { token: member.token, json });
    // Issue 27: the message names the first wrong field; `field` is its path.
    const lines = ['lines', m.invalidField(m.fieldLabels.lines!)] as const;
    const qty = ['lines.0.qty', m.invalidField(m.fieldLabels.qty!)] as const;
    for (const [json, [field, message]] of [
      [{ itemNo: 1003, lines: [] }, lines],
      [{ itemNo: 1003, lines: [{ optionNo: null, qty: 0 }] }, qty],
      [{ itemNo: 1003, lines: [{ optionNo: null, qty: 1000 }] }, qty],
      [{ itemNo: 1003, lines: [{ optionNo: null, qty: 1.5 }] }, qty],
      [{ itemNo: 1003, lines: [{ optionNo: 'a', qty: 1 }] }, ['lines.0.optionNo', m.invalidField(m.fieldLabels.optionNo!)]],
      [{ itemNo: 1003, lines: Array.from({ length: 51 }, () => ({ optionNo: null, qty: 1 })) }, lines],
      [{ itemNo: '1003', lines: [{ optionNo: null, qty: 1 }] }, ['itemNo', m.invalidField(m.fieldLabels.itemNo!)]],
      [{ itemNo: 1003 }, lines],
    ] as const) {
      const res = await cart(json);
      expect(res.status, JSON.stringify(json).slice(0, 60)).toBe(400);
      expect(res.body, JSON.stringify(json).slice(0, 60)).toMatchObject({ errorCode: 'INVALID_REQUEST', field, message, detail: expect.stringContaining(field) });
    }
    expect((await call('POST', '/api/v4/orders/buy-now', { token: member.token, json: { itemNo: 1003, lines: [{ optionNo: null, qty: 1 }], gift: 'yes' } })).status).toBe(400);
  });
});
