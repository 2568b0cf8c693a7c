import { bypassUserProperty, fetchFirebaseAppInstanceId } from '../browser/bridge';
import type { DeviceKind } from '../device/user-agent';
import { trackingId, type TrackingId } from '../tracking/ids';
import { readMemberHint } from './member-hint';

declare global {
  interface Window {
    /** The bound tracking id (spec 6): the member's id, else the app instance id. */
    storefrontTrackingId?: TrackingId | null;
  }
}

let started = false;

/**
 * The member plumbing of spec 6, which must run at load whether or not the shopper touches the
 * page (the header's MemberMenu island waits for interaction, so this cannot live in its
 * effects): the tracking id bound to the member's id, else to the app instance id the app hands
 * over (mobile web and the app web view); for a member, the identity-check query and the
 * user-info refresh (not in the app web view) on load and on each route change. React-free, so
 * it costs the page no framework bytes; the member half (./member-refresh.ts) is a chunk of its
 * own, loaded only when the member hint cookie is there. Runs once per page.
 */
export function startMemberSession(device: DeviceKind): void {
  if (started) return;
  started = true;
  const hint = readMemberHint(document.cookie);
  void (async () => {
    const appInstanceId = hint ? null : await fetchFirebaseAppInstanceId().then((v) => (typeof v === 'string' ? v : null));
    const tid = trackingId({ userId: hint?.id ?? null, appInstanceId, device });
    window.storefrontTrackingId = tid;
    if (tid) bypassUserProperty({ key: 'tracking_id', value: tid.id });
  })();
  if (!hint) return;
  void import('./member-refresh').then(
    (m) => m.startMemberRefresh(device),
    (error: unknown) => console.error('[member] the member refresh did not load', error),
  );
}
