import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { contentCopy } from '../../copy/ko';
import { Dialog } from '../../ui/Dialog';
import { hiddenNoticeNos, hideTodayCookie, nextPopup } from '../notice-popup';

/**
 * The home page's popup notices (spec 3.8 `is_popup`, issue 31 §4), one at a time: 닫기 closes
 * the one shown for this page view and 오늘 하루 보지 않기 hides it until the next Seoul midnight
 * (src/content/notice-popup.ts); either way the next one opens. The server draws nothing: whether
 * a notice is hidden is this browser's cookie, and the page is shared by every shopper.
 */
export const propsSchema = z.object({
  id: z.string(),
  notices: z.array(
    z.object({
      no: z.number(),
      title: z.string(),
      body: z.string(),
      href: z.nullable(z.string()),
    }),
  ),
});
export type NoticePopupProps = z.infer<typeof propsSchema>;

const t = contentCopy.noticePopup;

export default function NoticePopup({ id, notices }: NoticePopupProps) {
  // null until mounted: the server's HTML (and the first render that hydrates it) shows nothing.
  const [hidden, setHidden] = useState<number[] | null>(null);
  const [closed, setClosed] = useState<number[]>([]);
  useEffect(() => setHidden(hiddenNoticeNos(document.cookie, Date.now())), []);
  const current = hidden === null ? null : nextPopup(notices, hidden, closed);
  const close = (no: number) => setClosed((c) => [...c, no]);
  const hideToday = (no: number) => {
    const already = hiddenNoticeNos(document.cookie, Date.now());
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4 and Firefox.
    document.cookie = hideTodayCookie(no, already, Date.now());
    setHidden([...already, no]);
  };
  if (!current) return null;
  return (
    <Dialog
      // A new key per notice: the next one mounts as its own dialog and takes the focus anew.
      key={current.no}
      id={`${id}-${current.no}`}
      open
      title={current.title}
      buttons="confirm-cancel"
      confirmLabel={t.close}
      cancelLabel={t.hideToday}
      onConfirm={() => close(current.no)}
      onClose={() => close(current.no)}
      onCancel={() => hideToday(current.no)}
    >
      <span data-testid="notice-popup" data-notice={current.no}>
        {current.body}
      </span>
      {current.href ? (
        <a href={current.href} className="mt-3 block text-sm text-neutral-900 underline">
          {t.more}
        </a>
      ) : null}
    </Dialog>
  );
}
