import { describe, expect, it } from 'vitest';
import { unwrap } from '../../schemas/envelope';
import { CategoryGroupSchema, SingleCategoryListSchema } from '../../schemas/category';
import { NoticeListSchema } from '../../schemas/notice';
import { data, get, type Listing } from './origin-search-helpers';

describe('category groups', () => {
  it('answers groups 1 여성, 2 남성, 3 라이프 in the spec 3.8 shape', async () => {
    const names: string[] = [];
    for (const id of [1, 2, 3]) {
      const res = await get(`/item/category/group/${id}/`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('max-age');
      const group = CategoryGroupSchema.parse(unwrap(res.body));
      expect(group.category_group_no).toBe(id);
      expect(group.is_display).toBe(true);
      expect(group.admin_no).toBeNull();
      names.push(group.name);
    }
    expect(names).toEqual(['여성', '남성', '라이프']);
    const women = CategoryGroupSchema.parse(unwrap((await get('/item/category/group/1/')).body));
    expect(women.category_list.map((c) => [c.category_code, c.category_name, c.raw_category_name])).toEqual([['101', '여성', '여성']]);
    expect(women.category_list[0]!.medium_category_list).toEqual([
      { code: '101100', name: '아우터' },
      { code: '101101', name: '상의' },
      { code: '101102', name: '하의' },
    ]);
  });

  it('answers without the trailing slash too, 404 for an unknown group and 400 for a malformed id', async () => {
    expect((await get('/item/category/group/2')).status).toBe(200);
    expect((await get('/item/category/group/99/')).status).toBe(404);
    for (const bad of ['0', 'abc', '-1', '1.5']) expect((await get(`/item/category/group/${bad}/`)).status, bad).toBe(400);
  });
});

describe('single categories', () => {
  it('answers every path under a first-level code with counts that match the category listing', async () => {
    const res = await get('/item/category/?category1_code=101');
    expect(res.status).toBe(200);
    const paths = SingleCategoryListSchema.parse(unwrap(res.body));
    expect(paths.map((p) => p.category3?.code)).toEqual(['101100100', '101100101', '101101100', '101101101', '101102100', '101102101']);
    expect(paths.every((p) => p.category.code === '101' && p.category.name === '여성')).toBe(true);
    const top = await data<Listing>('/api/v4/categories/items?category1_code=101&size=1');
    expect(paths[0]!.category.count).toBe(top.count);
    const knit = paths.find((p) => p.category3?.code === '101101101')!;
    const knitListing = await data<Listing>('/api/v4/categories/items?category1_code=101&category2_code=101101&category3_code=101101101&size=1');
    expect(knit.category3!.count).toBe(knitListing.count);
    const tops = await data<Listing>('/api/v4/categories/items?category1_code=101&category2_code=101101&size=1');
    expect(knit.category2!.count).toBe(tops.count);
  });

  it('answers 400 without a numeric code and 404 for an unknown one', async () => {
    expect((await get('/item/category/')).status).toBe(400);
    expect((await get('/item/category/?category1_code=ab')).status).toBe(400);
    expect((await get('/item/category/?category1_code=777')).status).toBe(404);
    expect((await get('/item/category?category1_code=103')).status).toBe(200);
  });
});

describe('notices', () => {
  const notices = async (query: string) => {
    const res = await get(`/notice/${query}`);
    expect(res.status, query).toBe(200);
    return { list: NoticeListSchema.parse(unwrap(res.body)), headers: res.headers };
  };

  it('lists current, displayed, undeleted notices newest first, cached for 60 s', async () => {
    const { list, headers } = await notices('?limit=10');
    expect(headers.get('cache-control')).toBe('public, max-age=60');
    const nos = list.results.map((n) => n.notice_no);
    expect(nos).toEqual([...nos].sort((a, b) => b - a));
    // 1 has ended, 2 is hidden, 3 is deleted.
    expect(nos).not.toContain(1);
    expect(nos).not.toContain(2);
    expect(nos).not.toContain(3);
    expect(list.count).toBe(nos.length);
    expect(list.next).toBeNull();
    expect(list.previous).toBeNull();
    expect(new Set(list.results.map((n) => n.notice_type))).toEqual(new Set(['NOTICE', 'RECRUIT', 'EVENT']));
  });

  it('serves the strip: the newest current NOTICE, with links to the neighbouring pages', async () => {
    const { list } = await notices('?limit=1&notice_type=NOTICE');
    const strip = list.results[0]!;
    expect(strip.notice_no).toBe(7);
    expect(strip.title).toBe('연말 배송 일정 안내');
    expect(strip.contents).toContain('<br />');
    expect(strip.end_date).toBeNull();
    expect(strip.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(strip.insert_timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(list.count).toBe(2);
    expect(list.next).toBe('/notice/?limit=1&offset=1&notice_type=NOTICE');
    const second = await notices(list.next!.slice('/notice/'.length));
    expect(second.list.results.map((n) => n.notice_no)).toEqual([4]);
    expect(second.list.previous).toBe('/notice/?limit=1&notice_type=NOTICE');
    expect(second.list.next).toBeNull();
  });

  it('answers without the trailing slash, and 400 for a bad limit or type', async () => {
    expect((await get('/notice?limit=2')).status).toBe(200);
    for (const q of ['limit=0', 'limit=101', 'limit=x', 'offset=-1', 'notice_type=bad%20type']) expect((await get(`/notice/?${q}`)).status, q).toBe(400);
  });
});
