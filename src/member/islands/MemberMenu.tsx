import { useEffect, useState } from 'react';
import { exchange } from '../../browser/data-client';
import * as z from 'zod/mini';
import { memberCopy } from '../../copy/ko';
import { Dialog } from '../../ui/Dialog';
import { readMemberHint, type MemberHint } from '../member-hint';

export const propsSchema = z.object({
  id: z.string(),
  /** The member's name when the server knew it; null for a visitor or when it did not say. */
  memberName: z.nullable(z.string()),
  loginUrl: z.string(),
  returnTo: z.string(),
  /** Read at load by the member plumbing (src/member/header-at-load.ts), before the island hydrates. */
  device: z.enum(['mobileWeb', 'desktop', 'appWebView']),
});
export type MemberMenuProps = z.infer<typeof propsSchema>;

/**
 * The header's login or my page / logout corner. Logout shows 정상적으로 로그아웃되었습니다. with
 * no button and reloads the page when the dialog closes (spec 2.8); without JavaScript it is a
 * plain form post. The island hydrates on interaction; the member plumbing of spec 6 (identity
 * check, user-info refresh, tracking id) must not wait for that and runs at load, React-free,
 * from src/member/member-session.ts. When the server drew a visitor but the cookie says member,
 * that at-load step hydrates this island at once, so the member sees their own header.
 */
export default function MemberMenu({ id, memberName, loginUrl, returnTo }: MemberMenuProps) {
  const [hint, setHint] = useState<MemberHint | null>(null);
  const [loggedOut, setLoggedOut] = useState(false);
  const member = memberName !== null || hint !== null;

  useEffect(() => setHint(readMemberHint(document.cookie)), []);

  const logout = async () => {
    // Logged out either way: the edge clears the cookies, and a failed call changes nothing the shopper could retry.
    await exchange({ method: 'POST', path: '/user/logout' });
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
