import type { AdultVerificationData } from '../../schemas/adult-verification';

/**
 * Spec 4.5: the adult gate, decided at the edge before render from the session and the
 * adult-verification status. Only `content` lets the item's content into the HTML.
 * - visitor → `login` (the login-required dialog);
 * - no identity (CI) on file → `identity` (consent sheet and identity first, then verification);
 * - adult verification required (never, or more than a year ago) → `verify`;
 * - verified but not adult → `minor` (the not-allowed dialog);
 * - verified adult → `content`;
 * - the status could not be read → `unavailable` (the gate stays shut; fail closed).
 */
export type GateState = 'content' | 'login' | 'identity' | 'verify' | 'minor' | 'unavailable' | 'paused';

export type GateInput = { member: false } | { member: true; status: { ok: true; result: 'SUCCESS' | 'FAIL'; data: AdultVerificationData | null } | { ok: false } };

export function decideGate(input: GateInput): GateState {
  if (!input.member) return 'login';
  const s = input.status;
  if (!s.ok || s.result !== 'SUCCESS' || !s.data) return 'unavailable';
  if (s.data.isIdentityVerificationRequired) return 'identity';
  if (s.data.isRequiredAdultVerification) return 'verify';
  return s.data.isAdult ? 'content' : 'minor';
}

/**
 * The adult-verification flag (issue 12 item 7) decides whether new verifications are offered.
 * Off, a member who would be asked to verify (identity first, or adult) is told verification is
 * paused for now; a verified adult still passes and the gate never opens for anyone else.
 */
export function offeredGate(state: GateState, verificationOffered: boolean): GateState {
  return !verificationOffered && (state === 'identity' || state === 'verify') ? 'paused' : state;
}

/** The states in which the page must not carry the item's name, images or descriptions. */
export const isGated = (state: GateState): boolean => state !== 'content';

/**
 * Where the not-allowed dialog's cancel goes: back when there is somewhere to go back to,
 * the app's close when inside the web view without history, else home.
 */
export type LeaveAction = 'back' | 'close-webview' | 'home';

export function leaveAction(env: { historyLength: number; sameSiteReferrer: boolean; inAppWebView: boolean }): LeaveAction {
  if (env.historyLength > 1 && env.sameSiteReferrer) return 'back';
  if (env.inAppWebView) return 'close-webview';
  return 'home';
}
