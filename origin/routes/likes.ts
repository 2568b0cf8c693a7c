/**
 * The member's liked items as a listing (issue 11 item 2, ours; docs/auth-contract.md):
 * `GET /api/v4/hearts?sort=&page=&size=` → `{ count, page, size, sort, results: ItemCard[] }`,
 * the same page shape and sorts as every other listing, so the storefront shows it in the
 * shared grid. Items that are no longer listed drop out, as they do from every listing.
 */

import { Hono } from 'hono/tiny';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { readListing } from '../db/read/listings';
import { describeIssue, fail, ok } from '../http';
import { ListingQuerySchema } from './listing-query';

export const likesRoute = new Hono<MemberAppEnv>();

likesRoute.get('/api/v4/hearts', requireMember, async (c) => {
  const q = ListingQuerySchema.safeParse(c.req.query());
  if (!q.success) return fail(c, 400, 'INVALID_QUERY', describeIssue(q.error));
  const listing = await readListing(
    c.env.DB,
    { where: 'i.item_no IN (SELECT item_no FROM member_hearts WHERE user_no = ?)', binds: [c.var.member.userNo] },
    { order: q.data.sort, page: q.data.page, size: q.data.size, gender: q.data.gender, fit: q.data.fit },
  );
  return ok(c, listing);
});
