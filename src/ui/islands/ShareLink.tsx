import * as z from 'zod/mini';
import { shareInternalLink } from '../../../client/bridge';
import { ko } from '../../copy/ko';
import { Button } from '../Button';
import { Toast, useToast } from '../Toast';

export const propsSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** Decided at the edge from the app build (spec 9: Android ≥ 536, iOS ≥ 758). */
  nativeShare: z.boolean(),
});

export type ShareLinkProps = z.infer<typeof propsSchema>;

/**
 * Share: the app's own share sheet where the app supports it, otherwise the link is copied and
 * 클립보드에 복사되었습니다. is shown (spec 8, share fallback).
 */
export default function ShareLink({ id, url, nativeShare }: ShareLinkProps) {
  const toast = useToast();
  const share = async () => {
    if (nativeShare && shareInternalLink(url)) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.show(ko.errors.shareCopied);
    } catch {
      toast.show(ko.ui.shareFailed);
    }
  };
  return (
    <>
      <Button id={id} variant="ghost" size="sm" onClick={share} aria-label={ko.ui.share}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M12 3v12M7 8l5-5 5 5M5 13v7h14v-7" />
        </svg>
      </Button>
      <Toast message={toast.message} />
    </>
  );
}
