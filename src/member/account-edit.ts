/**
 * The account edit page's view (spec 3.7 user info; issue 11 item 7): what the member's
 * account says, as the rows the page prints, and which social accounts are linked. Pure; the
 * route fetches, the component draws.
 */
import type { UserInfo } from '../../schemas/member';
import { accountCopy as t } from '../copy/ko';

export const SNS_PROVIDERS = ['naver', 'kakao', 'apple', 'facebook', 'google'] as const;
export type SnsProvider = (typeof SNS_PROVIDERS)[number];
export const isSnsProvider = (p: string): p is SnsProvider => (SNS_PROVIDERS as readonly string[]).includes(p);

export interface SnsRow {
  provider: SnsProvider;
  label: string;
  /** The provider account's e-mail when linked ('' when it gave none); null when not linked. */
  linkedEmail: string | null;
}

export interface AccountInfoView {
  rows: { key: keyof typeof t.fields; label: string; value: string }[];
  email: string;
  sns: SnsRow[];
}

/**
 * The member's address (spec 3.7 zipcode, address, detail) as one line, `[zipcode] address detail`;
 * the origin keeps it equal to the default 배송지 of the address book.
 */
function addressText(info: Pick<UserInfo, 'zipcode' | 'address' | 'address_detail'>): string {
  const zipcode = info.zipcode.trim();
  const address = info.address.trim();
  if (address === '') return t.none;
  return [zipcode ? `[${zipcode}]` : '', address, info.address_detail.trim()].filter((s) => s !== '').join(' ');
}

/** The row values, `없음` where the account has nothing. */
export function accountInfoView(info: UserInfo): AccountInfoView {
  const f = t.fields;
  const or = (v: string | null | undefined) => (v && v.trim() !== '' ? v : t.none);
  const email = info.user_email && info.is_email_verify ? `${info.user_email} (${t.emailVerified})` : or(info.user_email);
  const rows: AccountInfoView['rows'] = [
    { key: 'userId', label: f.userId, value: or(info.user_id) },
    { key: 'name', label: f.name, value: or(info.user_name) },
    { key: 'email', label: f.email, value: email },
    { key: 'cell', label: f.cell, value: or(info.user_cell) },
    { key: 'address', label: f.address, value: addressText(info) },
    { key: 'gender', label: f.gender, value: t.genders[info.gender] ?? t.none },
    { key: 'birthDate', label: f.birthDate, value: or(info.birth_date) },
    { key: 'identity', label: f.identity, value: info.birth_status === 'VERIFIED' ? t.identityDone : t.identityNone },
    { key: 'joinedAt', label: f.joinedAt, value: or(info.insert_timestamp?.slice(0, 10)) },
  ];
  const linked = new Map(info.sns_info.map((s) => [s.social_type, s.user_email]));
  const sns = SNS_PROVIDERS.map((provider) => ({ provider, label: t.providers[provider] ?? provider, linkedEmail: linked.has(provider) ? (linked.get(provider) ?? '') : null }));
  return { rows, email: info.user_email, sns };
}
