import type { DeviceKind } from '../device/user-agent';

/**
 * Spec 6: the tracking id. A logged-in member is tracked by user id; otherwise, on mobile web
 * and in the app web view, by the analytics app-instance id (the native app hands it over via
 * the `fetchFirebaseAppInstanceId` bridge message). A desktop visitor has no tracking id.
 */

export interface TrackingIdInput {
  userId?: string | number | null;
  appInstanceId?: string | null;
  device: DeviceKind;
}

export type TrackingId = { kind: 'user'; id: string } | { kind: 'app_instance'; id: string };

const present = (v: string | number | null | undefined): string | null => {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
};

export function trackingId(input: TrackingIdInput): TrackingId | null {
  const user = present(input.userId);
  if (user !== null) return { kind: 'user', id: user };
  if (input.device === 'desktop') return null;
  const instance = present(input.appInstanceId);
  return instance === null ? null : { kind: 'app_instance', id: instance };
}
