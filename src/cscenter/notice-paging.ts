import { parseItemNo } from '../../rules/item-no';

/**
 * The notice pages' query (issue 14 item 1; spec 2.7 puts `notice_no` and `notice_type` on every
 * notice link): which page of the list, and which notice is open. Anything unusable means the
 * first page and no open notice, never an error: these links live in strips, mails and apps.
 */
export const NOTICE_PAGE_SIZE = 10;
/** Nobody pages further; a larger number is a hand-typed address. */
export const MAX_NOTICE_PAGE = 1000;

export interface NoticeQuery {
  page: number;
  noticeNo: number | null;
}

export function noticeQueryOf(get: (name: string) => string | undefined): NoticeQuery {
  const rawPage = get('page')?.trim() ?? '';
  const page = /^\d{1,4}$/.test(rawPage) ? Number(rawPage) : 1;
  return { page: page >= 1 && page <= MAX_NOTICE_PAGE ? page : 1, noticeNo: parseItemNo(get('notice_no') ?? '') };
}

/** How many pages `count` notices fill; an empty list is still one page. */
export const noticePages = (count: number, size = NOTICE_PAGE_SIZE): number => Math.max(1, Math.ceil(Math.max(0, count) / size));

/** The offset the upstream is asked for on `page`. */
export const noticeOffset = (page: number, size = NOTICE_PAGE_SIZE): number => (page - 1) * size;
