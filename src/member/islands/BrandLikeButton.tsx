import { Suspense, useState } from 'react';
import { HeartIcon } from '../../ui/HeartIcon';
import * as z from 'zod/mini';
import { callJson } from '../../browser/data-client';
import type { ActionFailure } from '../../browser/failures';
import { navigationCopy } from '../../copy/ko';
import { LazyNoticeDialog } from '../../product/purchase/lazy';
import { confirmedHeart, formatHeartCount, optimisticToggle, type HeartState } from '../../product/purchase/likes';
import { useLatch } from '../../product/purchase/use-latch';

export const propsSchema = z.object({
  id: z.string(),
  frontBrandNo: z.number(),
  /** The member's own state, drawn by the server; false for a visitor. */
  liked: z.boolean(),
  /** null when unknown (a visitor, or the call failed): no number is shown. */
  heartCount: z.nullable(z.number()),
  loginUrl: z.string(),
});
export type BrandLikeButtonProps = z.infer<typeof propsSchema>;

const readHeart = (body: unknown) => {
  const d = (body as { data?: { liked?: unknown; heartCount?: unknown } } | null)?.data;
  return d && typeof d.liked === 'boolean' && typeof d.heartCount === 'number' ? { liked: d.liked, heartCount: d.heartCount } : null;
};

/**
 * A brand's heart (issue 11 item 2), on the brand home and in the likes page's brand tab. It
 * flips at once, settles to the server's answer and goes back if the call fails; a visitor is
 * asked to log in. The likes page reloads nothing: the row's button shows the brand unliked.
 */
export default function BrandLikeButton({ id, frontBrandNo, liked, heartCount, loginUrl }: BrandLikeButtonProps) {
  const [heart, setHeart] = useState<HeartState>({ liked, count: heartCount });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const dialogMounted = useLatch(failure !== null);

  const toggle = async () => {
    if (pending) return;
    const before = heart;
    const like = !heart.liked;
    setHeart(optimisticToggle(heart));
    setPending(true);
    const result = like
      ? await callJson({ method: 'POST', path: '/api/v4/brand-hearts', body: { frontBrandNo } }, readHeart)
      : await callJson({ method: 'DELETE', path: `/api/v4/brand-hearts/${frontBrandNo}` }, readHeart);
    setPending(false);
    if (result.ok) setHeart(confirmedHeart(result.data));
    else {
      setHeart(before);
      setFailure(result.failure);
    }
  };

  const count = formatHeartCount(heart.count);
  return (
    <>
      <button
        id={id}
        type="button"
        aria-pressed={heart.liked}
        aria-label={count ? `${count} ${navigationCopy.pages.brandLike}` : navigationCopy.pages.brandLike}
        aria-busy={pending || undefined}
        onClick={() => void toggle()}
        data-brand-like={frontBrandNo}
        className="inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-1 border-0 bg-transparent px-2 text-sm hover:bg-black/5"
      >
        <HeartIcon filled={heart.liked} />
        {count ? <span className="tabular-nums">{count}</span> : null}
      </button>
      {dialogMounted ? (
        <Suspense fallback={null}>
          <LazyNoticeDialog id={`${id}-dialog`} failure={failure} loginUrl={loginUrl} onClose={() => setFailure(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
