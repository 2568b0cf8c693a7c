import { bypassUserProperty, fetchFirebaseAppInstanceId, setUserProperties } from '../browser/bridge';
import { exchange } from '../browser/data-client';
import { identityCheck } from '../identity/identity-check';
import type { DeviceKind } from '../device/user-agent';
import { trackingId, type TrackingId } from '../tracking/ids';
import { readMemberHint } from './member-hint';

declare global {
  interface Window {
    /** The bound tracking id (spec 6): the member's id, else the app instance id. */
    storefrontTrackingId?: TrackingId | null;
  }
}

/**
 * The user-info refresh: the edge's answer renews the session's name hint and grade cookie
 * (edge/gateway/auth.ts), so what the next page and the islands show follows the account.
 */
export const refreshUserInfo = () => exchange({ method: 'GET', path: '/user/info/' });

let started = false;

/**
 * The member plumbing of spec 6, which must run at load whether or not the shopper touches the
 * page (the header's MemberMenu island waits for interaction, so this cannot live in its
 * effects): the tracking id bound to the member's id, else to the app instance id the app hands
 * over (mobile web and the app web view); for a member, the identity-check query and the
 * user-info refresh (not in the app web view) on load and on each route change. React-free, so
 * it costs the page no framework bytes. Runs once per page.
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
  // The identity check, kept for the page (the adult gate reads it); a verified member's gender
  // and birth date are the app's user properties, as spec 4.3 stores them on a verification.
  void identityCheck().then((check) => {
    if (check.kind === 'verified') setUserProperties({ gender: check.gender, birthDate: check.birthDate });
  });
  if (device === 'appWebView') return;
  void refreshUserInfo();
  window.addEventListener('popstate', () => void refreshUserInfo());
  // A page restored from the back-forward cache is a route change that ran no script.
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) void refreshUserInfo();
  });
}
