import type { Notice } from '../../schemas/notice';
import { formatSeoulDate, parseSeoul } from '../../rules/seoul-time';
import { cscenterCopy } from '../copy/ko';
import type { EditorialLink } from '../content/editorial';
import { NoticeRelatedLinks } from '../content/EditorialLinks';
import { Html } from '../product/components/Html';
import { CsCenterNav, type CsCenterHrefs } from './CsCenterNav';

const t = cscenterCopy.notices;

export interface NoticeBoardView {
  /** The customer-centre notice list or the job openings (spec 2.7: RECRUIT notices open there). */
  kind: 'notices' | 'recruit';
  notices: Notice[];
  page: number;
  pages: number;
  /** The notice the address asked for (`notice_no`), when it is listed today. */
  opened: Notice | null;
  /** The address asked for a notice that ended, was taken down or never was. */
  openedMissing: boolean;
  /** What the opened notice refers to (issue 31 §4: editorial references, linked); none draws nothing. */
  related?: readonly EditorialLink[];
}

export interface NoticeBoardLinks {
  notice: (n: Notice) => string | null;
  page: (page: number) => string;
  /** The customer centre's tabs; the recruit page has none. */
  nav: CsCenterHrefs | null;
}

const day = (timestamp: string | null) => formatSeoulDate(parseSeoul(timestamp));
const dayOf = (date: string | null) => (date ? date.replaceAll('-', '.') : '');

/**
 * The notice list and, above it, the notice the address opened (issue 14 item 1): the notice
 * strip, mails and the app link here with `notice_no` and `notice_type`. The text of a notice is
 * the admin's, through the allow-list sanitiser (schemas/notice.ts).
 */
export function NoticeBoard({ view, links }: { view: NoticeBoardView; links: NoticeBoardLinks }) {
  const title = view.kind === 'recruit' ? t.recruitTitle : t.title;
  const { opened } = view;
  return (
    <section className="mx-auto max-w-3xl px-4 pb-10" data-testid="notice-board" data-kind={view.kind}>
      {links.nav ? <CsCenterNav current="notices" hrefs={links.nav} /> : null}
      <h1 className="m-0 mt-6 text-2xl font-bold">{title}</h1>
      {view.openedMissing ? (
        <p role="alert" className="m-0 mt-4 rounded bg-neutral-50 px-4 py-4 text-sm text-neutral-700" data-testid="notice-missing">
          {t.notFound}
        </p>
      ) : null}
      {opened ? (
        <article className="mt-4 border-y-2 border-black py-5" aria-labelledby="notice-title" data-testid="notice-detail" data-notice={opened.notice_no}>
          <p className="m-0 text-xs font-bold text-neutral-500">{t.types[opened.notice_type] ?? opened.notice_type}</p>
          <h2 id="notice-title" className="m-0 mt-1 text-lg font-bold">
            {opened.title}
          </h2>
          <p className="m-0 mt-1 text-xs text-neutral-500">
            {t.posted(day(opened.insert_timestamp))}
            {opened.start_date ? ` · ${t.period(dayOf(opened.start_date), opened.end_date ? dayOf(opened.end_date) : null)}` : null}
          </p>
          <Html html={opened.contents} className="mt-4 break-words text-sm leading-relaxed text-neutral-800" />
          <NoticeRelatedLinks links={view.related ?? []} />
          <a href={links.page(view.page)} className="mt-4 inline-block text-sm text-neutral-600">
            {t.backToList}
          </a>
        </article>
      ) : null}
      {view.notices.length === 0 ? (
        <p className="m-0 mt-6 rounded bg-neutral-50 px-4 py-8 text-center text-sm text-neutral-600" data-testid="notice-empty">
          {view.kind === 'recruit' ? t.recruitEmpty : t.empty}
        </p>
      ) : (
        <ul aria-label={t.listLabel} className="m-0 mt-4 list-none border-t border-neutral-200 p-0">
          {view.notices.map((n) => {
            const href = links.notice(n);
            const here = opened?.notice_no === n.notice_no;
            const body = (
              <>
                <span className="text-xs text-neutral-500">{t.types[n.notice_type] ?? n.notice_type}</span>
                <span className={`block truncate text-sm ${here ? 'font-bold' : ''}`}>{n.title}</span>
                <span className="text-xs text-neutral-500">{day(n.insert_timestamp)}</span>
              </>
            );
            return (
              <li key={n.notice_no} className="border-b border-neutral-200">
                {href ? (
                  <a href={href} aria-current={here ? 'true' : undefined} className="block py-3 text-black no-underline">
                    {body}
                  </a>
                ) : (
                  <div className="py-3">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {view.pages > 1 ? (
        <nav aria-label={t.pagesLabel} className="mt-6 flex items-center justify-center gap-4 text-sm">
          {view.page > 1 ? <a href={links.page(view.page - 1)}>{t.previous}</a> : <span className="text-neutral-400">{t.previous}</span>}
          <span aria-current="page">{t.pageOf(view.page, view.pages)}</span>
          {view.page < view.pages ? <a href={links.page(view.page + 1)}>{t.next}</a> : <span className="text-neutral-400">{t.next}</span>}
        </nav>
      ) : null}
    </section>
  );
}
