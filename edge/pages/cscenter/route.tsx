/**
 * The customer centre's public pages (issue 14 item 1), on the my-page host's paths the links
 * print (spec 2.5, 2.7): the FAQ `/mypage/cscenter/faq?group=&q=`, the notice list
 * `/mypage/cscenter/notice-list?notice_no=&notice_type=&page=` and the job openings
 * `/mypage/recruit?notice_no=` (RECRUIT notices, where noticeLink sends them). Public text in the
 * shared shell, cacheable for visitors like a listing; a member's copy is private (renderPage).
 * A notice that is no longer listed is a 404 that still shows the list; a page past the last
 * is the not-found page.
 */
import { Hono, type Context } from 'hono';
import { faqGroupOf, FAQ_QUERY_MAX, normaliseFaqQuery } from '../../../rules/faq';
import type { Notice } from '../../../schemas/notice';
import { ko } from '../../../src/copy/ko';
import type { CsCenterHrefs } from '../../../src/cscenter/CsCenterNav';
import { FaqPage } from '../../../src/cscenter/FaqPage';
import { NoticeBoard } from '../../../src/cscenter/NoticeBoard';
import { NOTICE_PAGE_SIZE, noticeOffset, noticePages, noticeQueryOf } from '../../../src/cscenter/notice-paging';
import { elsewhereLink, noticeLink, pageLink, RECRUIT_NOTICE_TYPE, type LinkOptions } from '../../../src/navigation/links';
import type { AppEnv } from '../../app-env';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { getFaqs, getNotice, getNoticePage } from '../../upstream/cscenter';
import { editorialOrNone } from '../../upstream/editorial';
import { editorialLinks } from '../../../src/content/editorial';
import { pageStatusFor, shouldLog } from '../../upstream/errors';
import { upstreamDeps } from '../../upstream-deps';
import { notFoundResponse, unavailableResponse } from '../errors';
import { LISTING_HEADERS } from '../listing/page';
import { loadShellOf } from '../shell-loader';

export const csCenterPages = new Hono<AppEnv>();

const withQuery = (base: string, pairs: Array<[string, string | number | null]>) => {
  const params = new URLSearchParams();
  for (const [k, v] of pairs) if (v !== null && v !== '') params.set(k, String(v));
  const q = params.toString();
  return q ? `${base}${base.includes('?') ? '&' : '?'}${q}` : base;
};

const navHrefs = (at: LinkOptions): CsCenterHrefs => ({
  notices: pageLink('noticeList', at),
  faq: pageLink('faq', at),
  contact: pageLink('contactUs', at),
  // Issue 31 §4: the 1:1 inquiry form of spec 2.5, on the my-page host that serves it.
  inquiryWrite: elsewhereLink('inquiryWrite', at),
});

const failed = (error: unknown) => ({ failed: error }) as const;

async function unavailable(c: Context<AppEnv>, what: string, error: unknown): Promise<Response> {
  if (shouldLog(error)) console.error(`[cscenter ${what}] unavailable`, error);
  return unavailableResponse(c, pageStatusFor(error) === 404 ? 503 : pageStatusFor(error), error);
}

csCenterPages.get('/mypage/cscenter/faq', async (c) => {
  const at = { at: contextOf(c).at };
  const typed = normaliseFaqQuery(c.req.query('q'));
  const tooLong = typed.length > FAQ_QUERY_MAX;
  const q = tooLong ? '' : typed;
  const group = faqGroupOf(c.req.query('group'));
  const deps = upstreamDeps(c);
  const [shell, first] = await Promise.all([loadShellOf(c), getFaqs(deps, { group, q }).catch(failed)]);
  // A stale group link (a group since removed) shows every question rather than none.
  const stale = !('failed' in first) && group !== null && !first.groups.some((g) => g.code === group);
  const faq = stale ? await getFaqs(deps, { group: null, q }).catch(failed) : first;
  if ('failed' in faq) return unavailable(c, 'faq', faq.failed);
  const view = { ...faq, group: stale ? null : group, q, tooLong };
  const base = pageLink('faq', at);
  return renderPage(c, {
    shell,
    head: { title: `${ko.cscenter.faq.title} | ${ko.shell.siteName}` },
    headers: LISTING_HEADERS,
    body: <FaqPage view={view} hrefFor={(g) => withQuery(base, [['group', g]])} navHrefs={navHrefs(at)} />,
  });
});

async function noticeBoard(c: Context<AppEnv>, kind: 'notices' | 'recruit'): Promise<Response> {
  const at = { at: contextOf(c).at };
  const { page, noticeNo } = noticeQueryOf((name) => c.req.query(name));
  const deps = upstreamDeps(c);
  const listQuery = kind === 'recruit' ? { noticeType: RECRUIT_NOTICE_TYPE } : { excludeType: RECRUIT_NOTICE_TYPE };
  const [shell, list, opened, related] = await Promise.all([
    loadShellOf(c),
    getNoticePage(deps, { limit: NOTICE_PAGE_SIZE, offset: noticeOffset(page), ...listQuery }).catch(failed),
    noticeNo === null ? Promise.resolve(null) : getNotice(deps, { noticeNo }).catch(failed),
    noticeNo === null ? Promise.resolve([]) : editorialOrNone(deps, { noticeNo }),
  ]);
  if ('failed' in list) return unavailable(c, `${kind} list`, list.failed);
  if (page > noticePages(list.count)) return notFoundResponse(c);
  let openedNotice: Notice | null = null;
  let openedMissing = false;
  if (opened && 'failed' in opened) {
    if (pageStatusFor(opened.failed) !== 404) return unavailable(c, `${kind} ${noticeNo}`, opened.failed);
    openedMissing = true;
  } else openedNotice = opened;
  const base = pageLink(kind === 'recruit' ? 'recruit' : 'noticeList', at);
  const title = kind === 'recruit' ? ko.cscenter.notices.recruitTitle : ko.cscenter.notices.title;
  return renderPage(c, {
    ...(openedMissing ? { status: 404 } : {}),
    shell,
    head: { title: `${openedNotice ? `${openedNotice.title} | ` : ''}${title} | ${ko.shell.siteName}` },
    headers: LISTING_HEADERS,
    body: (
      <NoticeBoard
        view={{
          kind,
          notices: list.results,
          page,
          pages: noticePages(list.count),
          opened: openedNotice,
          openedMissing,
          related: openedNotice ? editorialLinks(related, at, (reason) => console.warn(`[editorial] notice ${openedNotice.notice_no} entry ignored (${reason})`)) : [],
        }}
        links={{
          notice: (n) => noticeLink(n, at),
          page: (p) => withQuery(base, [['page', p > 1 ? p : null]]),
          nav: kind === 'notices' ? navHrefs(at) : null,
        }}
      />
    ),
  });
}

csCenterPages.get('/mypage/cscenter/notice-list', (c) => noticeBoard(c, 'notices'));
csCenterPages.get('/mypage/recruit', (c) => noticeBoard(c, 'recruit'));
