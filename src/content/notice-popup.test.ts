import { describe, expect, it } from 'vitest';
import { NoticeSchema, type Notice } from '../../schemas/notice';
import { hiddenNoticeNos, hideTodayCookie, nextPopup, nextSeoulMidnight, NOTICE_POPUP_COOKIE, noticeText, popupNotices } from './notice-popup';
import { wrapWithExpiry } from '../storage/expiring';

const at = (iso: string) => new Date(iso).getTime();

/** `document.cookie = …` as a browser keeps it: the name=value pair only. */
const cookieFrom = (assignment: string) => assignment.split(';')[0] ?? '';

function notice(n: Partial<Omit<Notice, 'contents'>> & { notice_no: number; contents?: string }): Notice {
  return NoticeSchema.parse({
    notice_type: 'NOTICE',
    title: `공지 ${n.notice_no}`,
    contents: '본문',
    start_date: null,
    end_date: null,
    is_deleted: false,
    is_display: true,
    is_popup: false,
    insert_timestamp: '2026-11-01 09:00:00',
    updated_timestamp: '2026-11-01 09:00:00',
    ...n,
  });
}

describe('nextSeoulMidnight', () => {
  it('is the next 00:00 in Seoul (15:00 UTC), whatever the time of day', () => {
    expect(nextSeoulMidnight(at('2026-11-27T14:59:59.999Z'))).toBe(at('2026-11-27T15:00:00Z'));
    expect(nextSeoulMidnight(at('2026-11-27T15:00:00Z'))).toBe(at('2026-11-28T15:00:00Z'));
    // 08:00 in Seoul on the 28th is still the 28th there: midnight is that evening, UTC.
    expect(nextSeoulMidnight(at('2026-11-27T23:00:00Z'))).toBe(at('2026-11-28T15:00:00Z'));
  });
});

describe('popupNotices', () => {
  it('keeps popup notices shown today, oldest first, with their own page', () => {
    const list = [
      notice({ notice_no: 9, is_popup: true }),
      notice({ notice_no: 3 }),
      notice({ notice_no: 4, is_popup: true, title: ' 공지 ', contents: ' 본문 ' }),
      notice({ notice_no: 5, is_popup: true }),
    ];
    const shown = (n: Notice) => n.notice_no !== 5;
    expect(popupNotices(list, shown, (n) => `/n/${n.notice_no}`)).toEqual([
      { no: 4, title: '공지', body: '본문', href: '/n/4' },
      { no: 9, title: '공지 9', body: '본문', href: '/n/9' },
    ]);
  });
});

describe('noticeText', () => {
  it('draws the sanitised contents as text with their line breaks', () => {
    expect(notice({ notice_no: 1, contents: '첫 줄\n둘째 줄 &amp; <b>굵게</b>' }).contents).toContain('<br');
    expect(noticeText(notice({ notice_no: 1, contents: '첫 줄\n둘째 줄 & <b>굵게</b>' }).contents)).toBe('첫 줄\n둘째 줄 & 굵게');
    expect(noticeText(notice({ notice_no: 1, contents: '<p>하나</p><p>둘 &lt;script&gt;</p>' }).contents)).toBe('하나\n둘 <script>');
  });
});

describe('the 오늘 하루 보지 않기 cookie', () => {
  const now = at('2026-11-27T05:00:00Z'); // 14:00 in Seoul

  it('hides the notice until the next Seoul midnight, through the expiring storage form', () => {
    const assignment = hideTodayCookie(6, [], now);
    expect(assignment).toContain(`${NOTICE_POPUP_COOKIE}=`);
    expect(assignment).toContain('Max-Age=36000'); // ten hours to midnight
    expect(assignment).toMatch(/Path=\/; SameSite=Lax; Secure/);
    const header = cookieFrom(assignment);
    expect(hiddenNoticeNos(header, now)).toEqual([6]);
    expect(hiddenNoticeNos(header, at('2026-11-27T14:59:59Z'))).toEqual([6]);
    // Past midnight the value itself says it is gone, even if the browser kept it.
    expect(hiddenNoticeNos(header, at('2026-11-27T15:00:00Z'))).toEqual([]);
  });

  it('adds to the notices already hidden, once each, and keeps a bounded list', () => {
    const header = cookieFrom(hideTodayCookie(7, [6, 7], now));
    expect(hiddenNoticeNos(header, now)).toEqual([6, 7]);
    const many = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(hiddenNoticeNos(cookieFrom(hideTodayCookie(99, many, now)), now)).toHaveLength(20);
  });

  it('writes a cookie of at least a second in the last instant of the day', () => {
    expect(hideTodayCookie(1, [], at('2026-11-27T14:59:59.900Z'))).toContain('Max-Age=1');
  });

  it('reads a missing, malformed or foreign cookie as nothing hidden', () => {
    const odd = [
      '',
      'sf_notice_hidden=',
      'sf_notice_hidden=%7B',
      `sf_notice_hidden=${encodeURIComponent('{"v":"6"}')}`,
      `sf_notice_hidden=${encodeURIComponent(wrapWithExpiry([6, -1, 1.5, 'x', null], null))}`,
      'other=1',
    ];
    expect(odd.map((h) => hiddenNoticeNos(h, now))).toEqual([[], [], [], [], [6], []]);
    expect(hiddenNoticeNos(undefined, now)).toEqual([]);
  });
});

describe('nextPopup', () => {
  const popups = [1, 2, 3].map((no) => ({ no, title: `t${no}`, body: '', href: null }));
  it('is one at a time: the first neither hidden today nor closed in this view', () => {
    expect(nextPopup(popups, [], [])?.no).toBe(1);
    expect(nextPopup(popups, [1], [])?.no).toBe(2);
    expect(nextPopup(popups, [1], [2])?.no).toBe(3);
    expect(nextPopup(popups, [1, 3], [2])).toBeNull();
  });
});
