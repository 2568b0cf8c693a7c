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
});

export type ShareLinkProps = z.infer<typeof propsSchema>;

// Only an app too old to share needs the dialog: it loads on that first tap, not with the page.
const UpdateAppDialog = lazy(() => import('../../shell/UpdateAppDialog').then((m) => ({ default: m.UpdateAppDialog })));

/**
 * Share (spec 2.8, 8): the app's own share sheet where the app supports it; inside an app too
 * old for it, 앱 업데이트 안내 with the store link; on the web the link is copied and
 * 클립보드에 복사되었습니다. is shown.
 */
export default function ShareLink({ id, url, access, storeHref }: ShareLinkProps) {
  const toast = useToast();
  const [updateOpen, setUpdateOpen] = useState(false);
  const share = async () => {
    if (access === 'available' && shareInternalLink(url)) return;
    if (access === 'updateApp' && storeHref) {
      setUpdateOpen(true);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
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
