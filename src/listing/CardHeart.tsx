import { cardHeartCopy } from '../copy/ko';
import { NEVER_HELD_ATTR } from '../ui/island-attrs';
import { CARD_HEART_ACTION, cardHeartId } from './card-heart';

/**
 * A listing card's heart (issue 29 §3): a form that likes without JavaScript (edge/gateway/
 * card-hearts.ts), drawn unliked for everyone because the listing HTML is shared; the member's
 * state and the in-place like come from client/card-hearts.ts, which keeps `aria-pressed` and
 * the `like` field in step, and a visitor's login dialog from client/heart-login.ts; neither
 * waits for the grid's island (NEVER_HELD_ATTR). The heart fills from `aria-pressed` in CSS, so
 * the script changes one attribute and no React is needed for it.
 */
export function CardHeart({ itemNo, name, back }: { itemNo: number; name: string; back: string }) {
  return (
    <form method="post" action={CARD_HEART_ACTION} className="absolute right-1 top-1 m-0" data-card-heart={itemNo} data-item-name={name} {...{ [NEVER_HELD_ATTR]: '' }}>
      <input type="hidden" name="itemNo" value={itemNo} />
      <input type="hidden" name="like" value="1" />
      <input type="hidden" name="return" value={back} />
      <button
        id={cardHeartId(itemNo)}
        type="submit"
        aria-pressed="false"
        aria-label={cardHeartCopy.like(name)}
        className="group flex h-11 w-11 items-center justify-center rounded-full border-0 bg-white/90 text-neutral-800 aria-pressed:text-red-500"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" className="group-aria-pressed:fill-current">
          <path d="M12 20.5s-7.5-4.6-7.5-10.3A4.2 4.2 0 0 1 12 7.6a4.2 4.2 0 0 1 7.5 2.6c0 5.7-7.5 10.3-7.5 10.3z" />
        </svg>
      </button>
    </form>
  );
}
