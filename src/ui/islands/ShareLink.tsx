import { lazy, Suspense, useState } from 'react';
import * as z from 'zod/mini';
import { shareInternalLink } from '../../browser/bridge';
import { errorsCopy, uiCopy } from '../../copy/ko';
import { Button } from '../Button';
import { Toast, useToast } from '../Toast';

export const propsSchema = z.object({
  id: z.string(),
  url: z.string(),
  /**
   * Decided at the edge from the app build (src/shell/app-feature.ts; spec 9: Android ≥ 536,
   * iOS ≥ 758): the app's share sheet, the update-app dialog for an older app, or the web.
   */
  access: z.enum(['available', 'updateApp', 'web']),
  storeHref: z.nullable(z.string()),
  /** The OneLink template address the static link is built on when the call fails; null: the page itself. */
  linkBase: z.nullable(z.string()),
});

export type ShareLinkProps = z.infer<typeof propsSchema>;

// Only an app too old to share needs the dialog: it loads on that first tap, not with the page.
const UpdateAppDialog = lazy(() => import('../../shell/UpdateAppDialog').then((m) => ({ default: m.UpdateAppDialog })));

/** The attribution link for this page, its module loaded on the tap (nothing before). */
const linkFor = (url: string, linkBase: string | null): Promise<string> =>
  import('../../browser/attribution')
    .then((m) => m.attributionLinkFor('share', new URL(url, window.location.href), linkBase))
    .then(
      (r) => r.link,
      () => url,
    );

/**
 * Copies the link the promise gives. Safari allows a clipboard write only inside the tap, so
 * the write starts now with the link still on its way (a ClipboardItem takes a promise); where
 * that is not supported, the text is written once it is there.
 */
async function copyLink(link: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': link.then((l) => new Blob([l], { type: 'text/plain' })) })]);
      return;
    } catch {
      // Older engines refuse a promised item: write the text instead.
    }
  }
  await navigator.clipboard.writeText(await link);
}

/**
 * Share (spec 2.8, 8): the app's own share sheet where the app supports it; inside an app too
 * old for it, 앱 업데이트 안내 with the store link; on the web the link is copied and
 * 클립보드에 복사되었습니다. is shown. The link shared is the page's attribution link (issue 12
 * item 5), asked for on the tap.
 */
export default function ShareLink({ id, url, access, storeHref, linkBase }: ShareLinkProps) {
  const toast = useToast();
  const [updateOpen, setUpdateOpen] = useState(false);
  const share = async () => {
    if (access === 'updateApp' && storeHref) {
      setUpdateOpen(true);
      return;
    }
    // Spec 3.8, 7, 8: what is shared is this page's attribution link, or its static link.
    const link = linkFor(url, linkBase);
    if (access === 'available' && shareInternalLink(await link)) return;
    try {
      await copyLink(link);
      toast.show(errorsCopy.shareCopied);
    } catch {
      toast.show(uiCopy.shareFailed);
    }
  };
  return (
    <>
      <Button id={id} variant="ghost" size="sm" onClick={share} aria-label={uiCopy.share} data-share-access={access}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M12 3v12M7 8l5-5 5 5M5 13v7h14v-7" />
        </svg>
      </Button>
      {storeHref && updateOpen ? (
        <Suspense fallback={null}>
          <UpdateAppDialog id={`${id}-update`} open={updateOpen} storeHref={storeHref} onClose={() => setUpdateOpen(false)} />
        </Suspense>
      ) : null}
      <Toast message={toast.message} />
    </>
  );
}
