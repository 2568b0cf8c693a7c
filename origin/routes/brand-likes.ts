/**
 * Liked brands (ours, docs/auth-contract.md; issue 11 item 2), members only:
 * `POST /api/v4/brand-hearts` `{ frontBrandNo }` and `DELETE /api/v4/brand-hearts/{no}` answer
 * `{ liked, heartCount }`; `GET /api/v4/brand-hearts/{no}` the member's state; `GET
 * /api/v4/brand-hearts?page=&size=` the member's brands, newest like first. A like and its count
 * change in one batch, and liking twice (or unliking what is not liked) changes nothing.
 */

import { Hono } from 'hono/tiny';
import type { Context } from 'hono';
import { BrandHeartRequestSchema, type LikedBrandsInput } from '../../schemas/brand-heart';
import type { HeartAnswer } from '../../schemas/member-action';
import { CatalogueIdParamSchema } from '../../schemas/requests/ids';
import { authNowMs } from '../auth/clock';
import { loginNeeded, memberFromAuthorization, readAsMember, requireMember, type MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import { describeIssue, fail, ok, PageQuerySchema } from '../http';
import { readJson } from './json-body';

export const brandLikesRoute = new Hono<MemberAppEnv>();
brandLikesRoute.use('/api/v4/brand-hearts', requireMember);
// `GET /{no}` (the item page's brand block) checks the member in its read's round trip (readAsMember).
const ONE_BRAND = /^\/api\/v4\/brand-hearts\/[^/]+$/;
brandLikesRoute.use('/api/v4/brand-hearts/*', (c, next) => (c.req.method === 'GET' && ONE_BRAND.test(c.req.path) ? next() : requireMember(c, next)));

const notFound = (c: Context) => fail(c, 404, 'BRAND_NOT_FOUND', ko.memberService.brandNotFound);

type StateRow = { heart_count: number; liked: number };

const stateStatement = (db: D1Database, userNo: number, brandNo: number): D1PreparedStatement =>
  db
    .prepare(
      `SELECT COALESCE(b.heart_count, 0) AS heart_count,
              EXISTS (SELECT 1 FROM member_brand_hearts WHERE user_no = ?1 AND brand_no = ?2) AS liked
       FROM brands b WHERE b.brand_no = ?2`,
    )
    .bind(userNo, brandNo);

const stateOfRow = (row: StateRow | null | undefined): HeartAnswer | null => (row ? { liked: row.liked === 1, heartCount: Math.max(0, row.heart_count) } : null);

async function state(db: D1Database, userNo: number, brandNo: number): Promise<HeartAnswer | null> {
  return stateOfRow(await stateStatement(db, userNo, brandNo).first<StateRow>());
}

async function setLiked(db: D1Database, userNo: number, brandNo: number, like: boolean): Promise<HeartAnswer | null> {
  const mine = 'SELECT 1 FROM member_brand_hearts WHERE user_no = ?1 AND brand_no = ?2';
  // The count moves only when the row does: the guard reads the row before its own change.
  await db.batch(
    like
      ? [
          db.prepare(`UPDATE brands SET heart_count = COALESCE(heart_count, 0) + 1 WHERE brand_no = ?2 AND NOT EXISTS (${mine})`).bind(userNo, brandNo),
          db.prepare('INSERT INTO member_brand_hearts (user_no, brand_no, created_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING').bind(userNo, brandNo, authNowMs()),
        ]
      : [
          db.prepare(`UPDATE brands SET heart_count = MAX(COALESCE(heart_count, 0) - 1, 0) WHERE brand_no = ?2 AND EXISTS (${mine})`).bind(userNo, brandNo),
          db.prepare('DELETE FROM member_brand_hearts WHERE user_no = ?1 AND brand_no = ?2').bind(userNo, brandNo),
        ],
  );
  return state(db, userNo, brandNo);
}

const brandExists = async (db: D1Database, brandNo: number) => (await db.prepare('SELECT 1 AS x FROM brands WHERE brand_no = ?').bind(brandNo).first()) !== null;

brandLikesRoute.get('/api/v4/brand-hearts', async (c) => {
  const q = PageQuerySchema.safeParse(c.req.query());
  if (!q.success) return fail(c, 400, 'INVALID_QUERY', describeIssue(q.error));
  const { page, size } = q.data;
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const [total, rows] = await Promise.all([
    db.prepare('SELECT COUNT(*) AS n FROM member_brand_hearts h JOIN brands b ON b.brand_no = h.brand_no WHERE h.user_no = ?').bind(userNo).first<{ n: number }>(),
    db
      .prepare(
        `SELECT b.brand_no, b.name, b.name_eng, COALESCE(b.heart_count, 0) AS heart_count
         FROM member_brand_hearts h JOIN brands b ON b.brand_no = h.brand_no
         WHERE h.user_no = ? ORDER BY h.created_at DESC, b.brand_no LIMIT ? OFFSET ?`,
      )
      .bind(userNo, size, (page - 1) * size)
      .all<{ brand_no: number; name: string; name_eng: string; heart_count: number }>(),
  ]);
  const answer: LikedBrandsInput = {
    count: total?.n ?? 0,
    page,
    size,
    results: rows.results.map((r) => ({ frontBrandNo: r.brand_no, name: r.name, nameEng: r.name_eng, heartCount: Math.max(0, r.heart_count) })),
  };
  return ok(c, answer);
});

brandLikesRoute.get('/api/v4/brand-hearts/:brandNo', async (c) => {
  const auth = c.req.header('authorization');
  const no = CatalogueIdParamSchema.safeParse(c.req.param('brandNo'));
  // As behind requireMember: no member is 401 before a bad brand number is 400.
  if (!no.success) return (await memberFromAuthorization(c.env.DB, auth)) ? fail(c, 400, 'INVALID_BRAND_NO', ko.memberService.invalidRequest) : loginNeeded(c);
  const r = await readAsMember<StateRow>(c.env.DB, auth, (userNo) => stateStatement(c.env.DB, userNo, no.data));
  if (!r) return loginNeeded(c);
  const answer = stateOfRow(r.results[0]);
  return answer ? ok(c, answer) : notFound(c);
});

brandLikesRoute.post('/api/v4/brand-hearts', async (c) => {
  const body = await readJson(c, BrandHeartRequestSchema);
  if (!body.ok) return body.response;
  const brandNo = body.value.frontBrandNo;
  if (!(await brandExists(c.env.DB, brandNo))) return notFound(c);
  const answer = await setLiked(c.env.DB, c.var.member.userNo, brandNo, true);
  return answer ? ok(c, answer) : notFound(c);
});

brandLikesRoute.delete('/api/v4/brand-hearts/:brandNo', async (c) => {
  const no = CatalogueIdParamSchema.safeParse(c.req.param('brandNo'));
  if (!no.success) return fail(c, 400, 'INVALID_BRAND_NO', ko.memberService.invalidRequest);
  if (!(await brandExists(c.env.DB, no.data))) return notFound(c);
  const answer = await setLiked(c.env.DB, c.var.member.userNo, no.data, false);
  return answer ? ok(c, answer) : notFound(c);
});
