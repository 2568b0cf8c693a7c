import { describe, expect, it } from 'vitest';
import { TRACKED_EVENTS } from '../../rules/tracking';
import { appMirrorsOf } from './app-mirror';

describe('app mirrors of a tracked event', () => {
  it('hand Firebase the app-prefixed name and the CRM and mobile analytics the plain one, with the item', () => {
    expect(appMirrorsOf({ name: 'like_item', itemNo: 1001, params: { liked: true } })).toEqual([
      { type: 'logFirebaseEvent', payload: { name: 'app_like_item', params: { liked: true, itemNo: 1001 } } },
      { type: 'bypassCrmEvent', payload: { name: 'like_item', properties: { liked: true, itemNo: 1001 } } },
      { type: 'bypassMobileAnalyticsEvent', payload: { name: 'like_item', properties: { liked: true, itemNo: 1001 } } },
    ]);
  });

  it('names every catalogue event within the analytics limit', () => {
    for (const name of TRACKED_EVENTS) expect(appMirrorsOf({ name })[0]).toMatchObject({ type: 'logFirebaseEvent', payload: { name: `app_${name}` } });
  });
});
