import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase } from '../../origin/db/migrate';
import { createMember, DB } from './origin-auth-helpers';
import { storefront } from './harness';
import { browse, Jar, login } from './session-helpers';

/**
 * Issue 11 item 10: the session carries the member's gender (spec 3.7), so the item page's
 * category rule (spec 5) prefers the category of the member's gender when an item has both; a
 * visitor and a member of unknown gender get the first one.
 */
const categoryOf = (html: string) => /data-category-code="(\d*)"/.exec(html)?.[1];

describe('the item page category by the member’s gender', () => {
  // 1002 is filed under 여성 (101101100); for this file it is under 남성 (102100101) too.
  beforeAll(async () => {
    await ensureDatabase(DB);
    await DB.prepare("INSERT OR REPLACE INTO item_categories (item_no, seq, category1_code, category2_code, category3_code) VALUES (1002, 99, '102', '102100', '102100101')").run();
  });
  afterAll(async () => {
    await DB.prepare('DELETE FROM item_categories WHERE item_no = 1002 AND seq = 99').run();
  });

  it('prefers 남성 for a man, 여성 for a woman, the first for a visitor', async () => {
    const sf = storefront({ cache: false });
    const man = await createMember({ password: 'demo1234!' });
    await DB.prepare("UPDATE members SET gender = 'M' WHERE user_no = ?").bind(man.userNo).run();
    const woman = await createMember({ password: 'demo1234!' });
    const visitor = await (await sf.fetch('/products/1002')).text();
    expect(categoryOf(visitor)).toBe('101101100');
    expect(categoryOf(await (await browse(sf, await login(sf, man.userId, new Jar()), '/products/1002')).text())).toBe('102100101');
    expect(categoryOf(await (await browse(sf, await login(sf, woman.userId, new Jar()), '/products/1002')).text())).toBe('101101100');
  });
});
