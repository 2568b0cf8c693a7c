/**
 * Content pages (ours, docs/auth-contract.md; issue 14 item 1): `GET /api/v4/content/{slug}` →
 * `{ slug, title, effectiveOn, sections: [{ heading, paragraphs }] }`, public. The sample pages
 * (origin/db/seed/content-pages.ts) are written OR IGNORE on the first read, so an edited page
 * is never reset; an unknown slug is 404.
 */
import { Hono } from 'hono';
import { isContentSlug } from '../../rules/content-pages';
import { CONTENT_SEED_MARK, CONTENT_SEEDS } from '../db/seed/content-pages';
import { seedOnce } from '../db/seed/seed-once';
import { fail, ok } from '../http';
import type { MemberAppEnv } from '../auth/require-member';

export const contentRoute = new Hono<MemberAppEnv>();

const ensureContentSeed = (db: D1Database) =>
  seedOnce(db, 'content_seed', CONTENT_SEED_MARK, (d) =>
    CONTENT_SEEDS.map((p) =>
      d.prepare('INSERT OR IGNORE INTO content_pages (slug, title, effective_on, sections) VALUES (?, ?, ?, ?)').bind(p.slug, p.title, p.effectiveOn, JSON.stringify(p.sections)),
    ),
  );

contentRoute.get('/api/v4/content/:slug', async (c) => {
  const slug = c.req.param('slug');
  if (!isContentSlug(slug)) return fail(c, 404, 'CONTENT_NOT_FOUND', 'No such content page');
  await ensureContentSeed(c.env.DB);
  const row = await c.env.DB.prepare('SELECT slug, title, effective_on, sections FROM content_pages WHERE slug = ?').bind(slug).first<{ slug: string; title: string; effective_on: string; sections: string }>();
  if (!row) return fail(c, 404, 'CONTENT_NOT_FOUND', 'No such content page');
  let sections: unknown = [];
  try {
    sections = JSON.parse(row.sections);
  } catch {
    console.error('content page: stored sections are not JSON', slug);
  }
  c.header('Cache-Control', 'public, max-age=300');
  return ok(c, { slug: row.slug, title: row.title, effectiveOn: row.effective_on, sections });
});
