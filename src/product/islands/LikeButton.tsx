import { Suspense, useEffect, useState } from 'react';
import { HeartIcon } from '../../ui/HeartIcon';
import { errorsCopy, purchaseCopy } from '../../copy/ko';
import type { ActionFailure } from '../../browser/failures';
import { LazyLikeNoticeDialog, LazyRecommendationSheet, loadLikeCalls } from '../purchase/lazy';
import { confirmedHeart, formatHeartCount, optimisticToggle, type HeartState } from '../purchase/likes';
import type { LikeButtonProps } from '../purchase/props-schema';
import { likeButtonGuard } from '../purchase/props-guards';
import { useLatch } from '../purchase/use-latch';
import { track } from '../../tracking/beacon';
import { readMemberHint } from '../../member/member-hint';

export const propsSchema = likeButtonGuard;

/**
 * The heart toggle with the item's like count. The count moves at once and is rolled back if
 * the call fails; a visitor gets the login dialog (without a call); a like that succeeds opens the like-together
 * sheet (함께 좋아요한 상품).
 */
export default function LikeButton({ itemNo, heartCount, liked, loginUrl, ...rest }: LikeButtonProps) {
  const id = rest.id ?? `like-button-${itemNo}`;
  const [heart, setHeart] = useState<HeartState>({ liked, count: heartCount });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [together, setTogether] = useState(false);
  useEffect(() => {
    if (together) track({ name: 'sheet_like_recommend', itemNo });
  }, [together, itemNo]);
  const dialogMounted = useLatch(failure !== null);
  const togetherMounted = useLatch(together);

  const toggle = async () => {
    if (pending) return;
    // No member hint (the cookie the edge writes beside every session, src/member/member-hint.ts):
    // a visitor, whom the gateway would only answer 401. The login dialog comes at once, without
    // the call's code (zod/mini's checks, the data client) or its round trip, and the count never
    // moves to move back (issue 32 §3). A member with a hint but no session still gets it from the call.
    if (!readMemberHint(document.cookie)) {
      setFailure({ kind: 'login' });
      return;
    }
    const before = heart;
    const like = !heart.liked;
    setHeart(optimisticToggle(heart));
    setPending(true);
    try {
      const api = await loadLikeCalls();
      const result = await api.setLiked(itemNo, like);
      if (!result.ok) {
        setHeart(before);
        setFailure(result.failure);
        return;
      }
      setHeart(confirmedHeart(result.data));
      track({ name: result.data.liked ? 'like_item' : 'unlike_item', itemNo });
      window.dispatchEvent(new CustomEvent('heart:updated', { detail: { itemNo, ...result.data } }));
      if (like && result.data.liked) setTogether(true);
    } catch {
      setHeart(before);
      setFailure({ kind: 'message', message: errorsCopy.genericTemporary });
    } finally {
      setPending(false);
    }
  };

  const count = formatHeartCount(heart.count);
  return (
    <>
      <button
        id={id}
        type="button"
        aria-pressed={heart.liked}
        // The accessible name starts with the visible text (the count), so voice control finds it.
        aria-label={count ? `${count} ${purchaseCopy.like}` : purchaseCopy.like}
        aria-busy={pending || undefined}
        onClick={() => void toggle()}
        className="inline-flex h-10 items-center gap-1 rounded-1 px-2 text-sm hover:bg-black/5"
      >
        <HeartIcon filled={heart.liked} />
        {count ? (
          <span data-heart-count="" className="tabular-nums">
            {count}
          </span>
        ) : null}
      </button>
      {togetherMounted ? (
        <Suspense fallback={null}>
          <LazyRecommendationSheet id={`${id}-together`} itemNo={itemNo} type="like" open={together} onClose={() => setTogether(false)} />
        </Suspense>
      ) : null}
      {dialogMounted ? (
        <Suspense fallback={null}>
          <LazyLikeNoticeDialog id={`${id}-dialog`} failure={failure} loginUrl={loginUrl} onClose={() => setFailure(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
