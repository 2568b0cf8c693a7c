/**
 * Issue 12 item 8: inside the app web view every catalogue event the page tracks is also handed
 * to the app (spec 7.1), so the app's own services see what the web page did: Firebase gets
 * the event under its device-prefixed name (`app_like_item`, src/tracking/events.ts, the same
 * name the analytics property keeps for the app), the CRM and the mobile-analytics services get
 * the plain name with the item and the parameters. `bypassAnalyticsEvent` stays for events
 * outside the catalogue (the adult gate's failure popup). Pure: `track()` posts these.
 *
 *     appMirrorsOf({ name: 'like_item', itemNo: 1001 })
 *     // → logFirebaseEvent app_like_item, bypassCrmEvent like_item, bypassMobileAnalyticsEvent like_item
 */
import type { BridgeMessage } from '../browser/bridge';
import type { Tracked } from './beacon';
import { eventName } from './events';

export function appMirrorsOf(event: Tracked): BridgeMessage[] {
  const properties: Record<string, string | number | boolean | null> = { ...event.params };
  if (event.itemNo !== undefined) properties.itemNo = event.itemNo;
  return [
    { type: 'logFirebaseEvent', payload: { name: eventName(event.name, 'appWebView'), params: properties } },
    { type: 'bypassCrmEvent', payload: { name: event.name, properties } },
    { type: 'bypassMobileAnalyticsEvent', payload: { name: event.name, properties } },
  ];
}
