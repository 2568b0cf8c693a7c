/**
 * What every member action that buys something does first (item page actions and the cart):
 * read the item as the catalogue has it now, and keep adult-only items to verified adults.
 */
import type { Context } from 'hono';
import { ItemDetailSchema, type ItemDetail } from '../../schemas/item-detail';
import { authNow } from '../auth/clock';
import type { MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import { loadItemDetail } from '../db/read/item-detail';
import { fail } from '../http';
import { isAdultItem, isVerifiedAdult } from './adult-holder';

const m = ko.memberService;

export type Loaded = { ok: true; item: ItemDetail } | { ok: false; response: Response };

/** The item, or null when it is not in the catalogue; throws nothing for a stored item that does not fit (logged, null). */
export async function readItem(db: D1Database, no: number): Promise<ItemDetail | null | 'unfit'> {
  const raw = await loadItemDetail(db, no);
  if (!raw) return null;
  const parsed = ItemDetailSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  console.error('member action: stored item does not fit the item schema', no, parsed.error.issues[0]);
  return 'unfit';
}

export async function loadItem(c: Context<MemberAppEnv>, no: number): Promise<Loaded> {
  const item = await readItem(c.env.DB, no);
  if (item === null) return { ok: false, response: fail(c, 404, 'ITEM_NOT_FOUND', m.itemNotFound) };
  if (item === 'unfit') return { ok: false, response: fail(c, 503, 'ITEM_UNAVAILABLE', ko.errors.genericTemporary) };
  return { ok: true, item };
}

/** Cart, buy now and gift of an adult-only item: only for a member whose adult verification is current and says 19+. */
export async function adultGate(c: Context<MemberAppEnv>, item: ItemDetail): Promise<Response | null> {
  if (item.useAdultCheck !== 'T') return null;
  if (await isVerifiedAdult(c.env.DB, c.var.member.userNo, authNow())) return null;
  return fail(c, 403, 'ADULT_VERIFICATION_REQUIRED', m.adultRequired);
}

/** Likes and questions of an adult-only item, by number: only a verified adult's (DECISIONS 14). */
export async function adultItemGate(c: Context<MemberAppEnv>, itemNo: number): Promise<Response | null> {
  if (!(await isAdultItem(c.env.DB, itemNo))) return null;
  if (await isVerifiedAdult(c.env.DB, c.var.member.userNo, authNow())) return null;
  return fail(c, 403, 'ADULT_VERIFICATION_REQUIRED', m.adultOnlyAction);
}
