import type { Tracked } from './beacon';

/**
 * What opening a page reports: a page view, and on an item page and its sub-views (photo review
 * list and viewer, option page, shortform: src/product/subviews.ts) the item's own view event.
 * The page type is the spec 2.4 label the server put on <html>.
 */
export function pageViewEvents(pageType: string, pathname: string): Tracked[] {
  const events: Tracked[] = [{ name: 'page_view', params: { page_type: pageType.slice(0, 100) } }];
  const item = /^\/products\/([1-9][0-9]{0,9})(\/photo-reviews(\/view)?|\/options|\/shortform)?\/?$/.exec(pathname);
  const itemNo = item ? Number(item[1]) : null;
  if (itemNo === null || itemNo > 2_147_483_647) return events;
  if (item?.[2] === '/options') events.push({ name: 'option_page', itemNo });
  else if (item?.[2] === '/shortform') events.push({ name: 'shortform', itemNo });
  else if (item?.[3]) events.push({ name: 'photo_review_detail', itemNo });
  else if (item?.[2]) events.push({ name: 'photo_review_list', itemNo });
  else if (pageType === 'item_detail') events.push({ name: 'view_item', itemNo });
  return events;
}
