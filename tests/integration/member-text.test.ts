import { describe, expect, it } from 'vitest';
import { storefront } from './harness';
import { browse, Jar, login } from './session-helpers';

/** Issue 10 item 4: what a member writes is shown as text on the item page, for everyone. */
describe('member text', () => {
  it('a Q&A with links, images and tables appears as the characters typed, line breaks kept', async () => {
    const sf = storefront({ pageCache: false });
    const jar = await login(sf, 'adult@demo.test', new Jar());
    const content = '<a href="https://evil.test/x">최저가</a>\n<img src="https://evil.test/t.gif"><table><tr><td>표</td></tr></table>';
    const posted = await browse(sf, jar, '/api/v5/product-detail/1002/qna', { method: 'POST', body: JSON.stringify({ title: '<b>제목</b>', content, isSecret: false }) });
    expect(posted.status).toBe(200);
    await posted.text();

    const html = await (await sf.fetch('/products/1002')).text();
    expect(html).toContain('&lt;a href=&quot;https://evil.test/x&quot;&gt;최저가&lt;/a&gt;\n&lt;img src=&quot;https://evil.test/t.gif&quot;&gt;&lt;table&gt;');
    expect(html).toContain('&lt;b&gt;제목&lt;/b&gt;');
    expect(html).not.toContain('href="https://evil.test');
    expect(html).not.toContain('src="https://evil.test');
    expect(html).not.toMatch(/<table><tr><td>표/);
    expect(html).toMatch(/class="[^"]*whitespace-pre-line[^"]*"[^>]*>&lt;a href/);
  });
});
