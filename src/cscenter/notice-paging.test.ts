import { describe, expect, it } from 'vitest';
import { noticeOffset, noticePages, noticeQueryOf } from './notice-paging';

const query = (q: Record<string, string>) => noticeQueryOf((name) => q[name]);

describe('notice paging', () => {
  it('reads the page and the open notice', () => {
    expect(query({ page: '3', notice_no: '7', notice_type: 'NOTICE' })).toEqual({ page: 3, noticeNo: 7 });
    expect(query({})).toEqual({ page: 1, noticeNo: null });
  });

  it('falls back to the first page and no notice on anything unusable', () => {
    expect(query({ page: '0' })).toEqual({ page: 1, noticeNo: null });
    expect(query({ page: '-2' }).page).toBe(1);
    expect(query({ page: '2.5' }).page).toBe(1);
    expect(query({ page: '1001' }).page).toBe(1);
    expect(query({ page: '99999999999' }).page).toBe(1);
    expect(query({ notice_no: 'abc' }).noticeNo).toBeNull();
    expect(query({ notice_no: '0' }).noticeNo).toBeNull();
    expect(query({ notice_no: '1e3' }).noticeNo).toBeNull();
  });

  it('counts pages and offsets', () => {
    expect(noticePages(0)).toBe(1);
    expect(noticePages(10)).toBe(1);
    expect(noticePages(11)).toBe(2);
    expect(noticeOffset(1)).toBe(0);
    expect(noticeOffset(3)).toBe(20);
  });
});
