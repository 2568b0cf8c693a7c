import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { bypassUserProperty, fetchFirebaseAppInstanceId } from '../../../client/bridge';
import { memberCopy } from '../../copy/ko';
import { trackingId, type TrackingId } from '../../tracking/ids';
import { Dialog } from '../../ui/Dialog';
import { readMemberHint, type MemberHint } from '../member-hint';

export const propsSchema = z.object({
  id: z.string(),
  /** The member's name when the server knew it; null for a visitor or when it did not say. */
  memberName: z.nullable(z.string()),
  loginUrl: z.string(),
  returnTo: z.string(),
  device: z.enum(['mobileWeb', 'desktop', 'appWebView']),
});
export type MemberMenuProps = z.infer<typeof propsSchema>;

declare global {
  interface Window {
    /** The bound tracking id (spec 6): the member's id, else the app instance id. */
    storefrontTrackingId?: TrackingId | null;
  }
}

const quiet = (path: string) => fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(() => undefined);

/**
 * The header's login or my page / logout corner, and the member plumbing of spec 6: for a
 * member the identity-check query and the user-info refresh (not in the app web view) on load
 * and on each route change, and the tracking id bound to the member's id (the app instance id
 * for a visitor in the app or on mobile). Logout shows 정상적으로 로그아웃되었습니다. with no
 * button and reloads the page when the dialog closes (spec 2.8). Without JavaScript logout is a
 * plain form post.
 */
export default function MemberMenu({ id, memberName, loginUrl, returnTo, device }: MemberMenuProps) {
  const [hint, setHint] = useState<MemberHint | null>(null);
  const [loggedOut, setLoggedOut] = useState(false);
  const member = memberName !== null || hint !== null;

  useEffect(() => {
    const h = readMemberHint(document.cookie);
    setHint(h);
    let cancelled = false;
    const bind = async () => {
      const appInstanceId = h ? null : await fetchFirebaseAppInstanceId().then((v) => (typeof v === 'string' ? v : null));
      if (cancelled) return;
      const tid = trackingId({ userId: h?.id ?? null, appInstanceId, device });
      window.storefrontTrackingId = tid;
      if (tid) bypassUserProperty({ key: 'tracking_id', value: tid.id });
    };
    void bind();
    if (!h) return () => void (cancelled = true);
    void quiet('/api/v5/users/personal-info/ci:check');
    const refresh = () => {
      if (device !== 'appWebView') void quiet('/user/info/');
    };
    refresh();
    window.addEventListener('popstate', refresh);
    return () => {
      cancelled = true;
      window.removeEventListener('popstate', refresh);
    };
  }, [device]);

  const logout = async () => {
    await fetch('/user/logout', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(() => undefined);
    setLoggedOut(true);
  };

  return (
    <>
      {member ? (
        <>
          <a href="/mypage" className="text-black no-underline" data-testid="my-page-link">
            {memberCopy.myPage}
          </a>
          <form method="post" action="/logout" className="contents" onSubmit={(e) => (e.preventDefault(), void logout())}>
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit" className="cursor-pointer border-0 bg-transparent p-0 text-sm text-black" data-testid="logout-button">
              {memberCopy.logout}
            </button>
          </form>
        </>
      ) : (
        <a href={loginUrl} className="text-black no-underline" data-testid="login-link">
          {memberCopy.login}
        </a>
      )}
      <Dialog id={`${id}-logout`} open={loggedOut} buttons="none" onClose={() => window.location.reload()}>
        {memberCopy.loggedOut}
      </Dialog>
    </>
  );
}
