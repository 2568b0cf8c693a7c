/**
 * The FAQ (ours, docs/auth-contract.md; issue 14 item 1): `GET /api/v4/faqs?group=&q=` →
 * `{ groups: [{ code, name, count }], results: [{ faqNo, groupCode, question, answer }] }`,
 * public. `group` narrows the results to one group (unknown: none); `q` keeps the questions
 * whose question or answer contains it, as typed (no wildcards). Group counts are of the whole
 * FAQ so the page's tabs do not change under a search. The sample FAQ
 * (origin/db/seed/faqs.ts) is written OR IGNORE on the first read.
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod';
import { FAQ_QUERY_MAX, faqGroupOf, normaliseFaqQuery } from '../../rules/faq';
import type { FaqListInput } from '../../schemas/faq';
import { FAQ_SEED_MARK } from '../db/seed/version';
import { seedOnce } from '../db/seed/seed-once';
import { seedData } from '../db/seed/source';
import type { OriginAppEnv } from '../env';
import { ok } from '../http';
import { parseQuery } from './listing-query';
import { kept } from '../kept';

export const faqsRoute = new Hono<OriginAppEnv>();

const ensureFaqSeed = (db: D1Database, assets: Fetcher | undefined) =>
  seedOnce(db, 'faq_seed', FAQ_SEED_MARK, async (d) =>
    (await seedData(assets, new Date())).faqs.flatMap((group, g) => [
      d.prepare('INSERT OR IGNORE INTO faq_groups (group_code, name, sequence) VALUES (?, ?, ?)').bind(group.code, group.name, g + 1),
      ...group.questions.map(([question, answer], i) =>
        d.prepare('INSERT OR IGNORE INTO faqs (faq_no, group_code, question, answer, sequence) VALUES (?, ?, ?, ?, ?)').bind((g + 1) * 100 + i + 1, group.code, question, answer, i + 1),
      ),
    ]),
  );

const FaqQuerySchema = z.object({
  group: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.trim() === '' || faqGroupOf(v) !== null, 'must be a group code such as SHIPPING')
    .transform((v) => faqGroupOf(v)),
  q: z
    .string()
    .optional()
    .transform((v) => normaliseFaqQuery(v))
    .pipe(z.string().max(FAQ_QUERY_MAX, `must be at most ${FAQ_QUERY_MAX} characters`)),
});

/** LIKE with the shopper's `%`, `_` and `\` taken literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

faqsRoute.get('/api/v4/faqs', async (c) => {
  const parsed = parseQuery(c, FaqQuerySchema);
  if (!parsed.ok) return parsed.response;
  const { group, q } = parsed.value;
  const db = c.env.DB;
  await kept(c, ensureFaqSeed(db, c.env.ASSETS));
  const [groups, results] = await db.batch<Record<string, unknown>>([
    db.prepare(
      `SELECT g.group_code AS code, g.name AS name, COUNT(f.faq_no) AS count FROM faq_groups g
       LEFT JOIN faqs f ON f.group_code = g.group_code AND f.is_display = 1
       GROUP BY g.group_code ORDER BY g.sequence, g.group_code`,
    ),
    db
      .prepare(
        `SELECT f.faq_no AS faqNo, f.group_code AS groupCode, f.question AS question, f.answer AS answer FROM faqs f
         JOIN faq_groups g ON g.group_code = f.group_code
         WHERE f.is_display = 1 AND (?1 IS NULL OR f.group_code = ?1)
           AND (?2 IS NULL OR f.question LIKE ?2 ESCAPE '\\' OR f.answer LIKE ?2 ESCAPE '\\')
         ORDER BY g.sequence, f.sequence, f.faq_no LIMIT 500`,
      )
      .bind(group, q === '' ? null : likePattern(q)),
  ]);
  const body: FaqListInput = {
    groups: (groups?.results ?? []).map((r) => ({ code: String(r.code), name: String(r.name), count: Number(r.count) })),
    results: (results?.results ?? []).map((r) => ({ faqNo: Number(r.faqNo), groupCode: String(r.groupCode), question: String(r.question), answer: String(r.answer) })),
  };
  c.header('Cache-Control', 'public, max-age=300');
  return ok(c, body);
});
