import { describe, expect, it } from 'vitest';
import { NoticeListQuerySchema, NoticeListSchema, NoticeSchema } from './notice';

describe('NoticeListSchema (spec 3.8)', () => {
  it('parses a page of notices', () => {
    const list = NoticeListSchema.parse({
      count: 2,
      next: 'https://api.example/notice/?limit=1&offset=1',
      previous: null,
      results: [
        {
          notice_no: 3,
          notice_type: 'cs',
          title: '배송 지연 안내',
          contents: '추석 연휴로\n배송이 늦어집니다.<script>x</script>',
          start_date: '2025-09-01',
          end_date: null,
          is_deleted: false,
          insert_timestamp: '2025-08-30 09:00:00',
          is_display: 'Y',
          is_popup: 1,
        },
      ],
    });
    const n = list.results[0];
    expect(list.next).toContain('offset=1');
    expect(list.previous).toBeNull();
    expect(n?.contents).toBe('추석 연휴로<br />배송이 늦어집니다.');
    expect(n?.start_date).toBe('2025-09-01');
    expect(n?.end_date).toBeNull();
    expect([n?.is_deleted, n?.is_display, n?.is_popup]).toEqual([false, true, true]);
  });

  it('defaults and drops malformed dates', () => {
    expect(NoticeListSchema.parse({})).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect(NoticeSchema.parse({ start_date: '2025/09/01' }).start_date).toBeNull();
  });

  it('fails on wrong types', () => {
    expect(NoticeListSchema.safeParse({ results: {} }).success).toBe(false);
    expect(NoticeSchema.safeParse({ title: 1 }).success).toBe(false);
  });

  it('reads the list query leniently', () => {
    expect(NoticeListQuerySchema.parse({ limit: '5', notice_type: 'recruit' })).toEqual({ limit: 5, notice_type: 'recruit' });
    expect(NoticeListQuerySchema.parse({ limit: 'abc', notice_type: '<x>' })).toEqual({ limit: 10, notice_type: undefined });
    expect(NoticeListQuerySchema.parse({ limit: '1000' }).limit).toBe(10);
  });
});
