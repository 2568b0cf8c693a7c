/**
 * Content pages (ours, docs/auth-contract.md; issue 14 item 1): `GET /api/v4/content/{slug}` →
 * `{ slug, title, effectiveOn, sections: [{ heading, paragraphs }] }`, public. The sample pages
 * (origin/db/seed/content-pages.ts) are written OR IGNORE on the first read, so an edited page
 * is never reset; an unknown slug is 404.
 */
import { Hono } from 'hono/tiny';
import { isContentSlug } from '../../rules/content-pages';
import { CONTENT_SEED_MARK } from '../db/seed/version';
import { seedOnce } from '../db/seed/seed-once';
import { seedData } from '../db/seed/source';
import { fail, ok } from '../http';
import type { MemberAppEnv } from '../auth/require-member';
import { kept } from '../kept';

export const contentRoute = new Hono<MemberAppEnv>();

const ensureContentSeed = (db: D1Database, assets: Fetcher | undefined) =>
  seedOnce(db, 'content_seed', CONTENT_SEED_MARK, async (d) =>
    (await seedData(assets, new Date())).contentPages.map((p) =>
      d.prepare('INSERT OR IGNORE INTO content_pages (slug, title, effective_on, sections) VALUES (?, ?, ?, ?)').bind(p.slug, p.title, p.effectiveOn, JSON.stringify(p.sections)),
    ),
  );

contentRoute.get('/api/v4/content/:slug', async (c) => {
  const slug = c.req.param('slug');
  if (!isContentSlug(slug)) return fail(c, 404, 'CONTENT_NOT_FOUND', 'No such content page');
  await kept(c, ensureContentSeed(c.env.DB, c.env.ASSETS));
  const row = await c.env.DB.prepare('SELECT slug, title, effective_on, sections FROM content_pages WHERE slug = ?')
    .bind(slug)
    .first<{ slug: string; title: string; effective_on: string; sections: string }>();
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
