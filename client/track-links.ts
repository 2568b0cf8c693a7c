import { isTrackedEvent } from '../rules/tracking';
import { track } from '../src/tracking/beacon';

/**
 * Links the server marks with `data-track="<event>"` (the item page's tabs: `tab_info`,
 * `tab_review`, `tab_qna`, `tab_recommend`) are tracked on click, without an island: the link
 * works as it is, and a name outside the catalogue is ignored.
 */
export function trackMarkedLinks(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-track]') : null;
    const name = link?.dataset.track;
    if (!name || !isTrackedEvent(name)) return;
    const itemNo = Number(document.querySelector<HTMLElement>('[data-item-no]')?.dataset.itemNo);
    track({ name, ...(Number.isSafeInteger(itemNo) && itemNo > 0 ? { itemNo } : {}) });
  });
}
