import { ko } from '../../copy/ko';

export interface HeaderMemberProps {
  /** The signed-in member's display name; null for a visitor. */
  memberName: string | null;
  /** Where the login link returns to. */
  returnTo: string;
}

/** The member corner of the header: login or my page, and the cart. */
export function HeaderMember({ memberName, returnTo }: HeaderMemberProps) {
  return (
    <div className="ml-auto flex items-center gap-3 text-sm">
      {memberName ? (
        <a href="/mypage" className="text-black no-underline">
          {ko.member.myPage}
        </a>
      ) : (
        <a href={`/login?returnTo=${encodeURIComponent(returnTo)}`} className="text-black no-underline">
          {ko.member.login}
        </a>
      )}
      <a href="/cart" className="text-black no-underline">
        {ko.member.cart}
      </a>
    </div>
  );
}
