import { setUserProperties } from '../browser/bridge';
import { exchange } from '../browser/data-client';
import { identityCheck } from '../identity/identity-check';
import type { DeviceKind } from '../device/user-agent';

/**
 * The member half of the member plumbing (spec 6), loaded by ./member-session.ts only when the
 * member hint cookie is there: the identity check and the user-info refresh need the data
 * client and the identity code and copy, which a visitor's page never runs, so they stay out of
 * the entry every page pays for (issue 32 §3).
 */

/**
 * The user-info refresh: the edge's answer renews the session's name hint and grade cookie
 * (edge/gateway/auth.ts), so what the next page and the islands show follows the account.
 */
export const refreshUserInfo = () => exchange({ method: 'GET', path: '/user/info/' });

/** For a member: the identity-check query, and the user-info refresh (not in the app web view) on load and on each route change. */
export function startMemberRefresh(device: DeviceKind): void {
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
