import { FaqListSchema, type FaqList } from '../../schemas/faq';
import { NoticeListSchema, NoticeSchema, type Notice, type NoticeList } from '../../schemas/notice';
import { NOTICE_CACHE } from './navigation';
import { upstreamCall, type UpstreamDeps } from './request';

/**
 * The customer centre's public reads (issue 14 item 1): the FAQ (ours) and the notice list and
 * detail pages (spec 3.8 shapes; the list call is the notice strip's, with paging). Public and
 * cached: notices as spec 9 caches them, the FAQ like the other content pages.
 *
 * @example const faq = await getFaqs(upstreamDeps(c), { group: 'SHIPPING', q: '배송비' });
 */
export function getFaqs(deps: UpstreamDeps, input: { group: string | null; q: string }): Promise<FaqList> {
  const params = new URLSearchParams();
  if (input.group) params.set('group', input.group);
  if (input.q) params.set('q', input.q);
  const query = params.toString();
  return upstreamCall(deps, { path: `/api/v4/faqs${query ? `?${query}` : ''}`, schema: FaqListSchema, envelope: 'either', timeout: 'content', cache: 'long' });
}

/** A page of current notices, of one type or leaving one type out, newest first. */
export function getNoticePage(deps: UpstreamDeps, input: { limit: number; offset: number; noticeType?: string; excludeType?: string }): Promise<NoticeList> {
  const params = new URLSearchParams({ limit: String(input.limit) });
  if (input.offset > 0) params.set('offset', String(input.offset));
  if (input.noticeType) params.set('notice_type', input.noticeType);
  if (input.excludeType) params.set('exclude_type', input.excludeType);
  return upstreamCall(deps, { path: `/notice/?${params.toString()}`, schema: NoticeListSchema, envelope: 'either', timeout: 'content', cache: NOTICE_CACHE });
}

/** One current notice (404 UpstreamError when it ended, is hidden or never was). */
export const getNotice = (deps: UpstreamDeps, input: { noticeNo: number }): Promise<Notice> =>
  upstreamCall(deps, { path: `/notice/${input.noticeNo}/`, schema: NoticeSchema, envelope: 'either', timeout: 'content', cache: NOTICE_CACHE });
