/**
 * Content pages (ours, docs/auth-contract.md; issue 14 item 1): `GET /api/v4/content/{slug}` →
 * `{ slug, title, effectiveOn, sections: [{ heading, paragraphs }] }`, public. The sample pages
 * (origin/db/seed/content-pages.ts) are written OR IGNORE on the first read, so an edited page
 * is never reset; an unknown slug is 404.
 */
import { Hono } from 'hono';
import { isContentSlug } from '../../rules/content-pages';
import { CONTENT_SEED_MARK, CONTENT_SEEDS } from '../db/seed/content-pages';
import { fail, ok } from '../http';
import type { MemberAppEnv } from '../auth/require-member';

export const contentRoute = new Hono<MemberAppEnv>();

const seeded = new WeakMap<D1Database, Promise<void>>();

function ensureContentSeed(db: D1Database): Promise<void> {
  let pending = seeded.get(db);
  if (!pending) {
    pending = (async () => {
      const mark = await db.prepare("SELECT value FROM meta WHERE key = 'content_seed'").first<{ value: string }>();
      if (mark?.value === CONTENT_SEED_MARK) return;
      await db.batch([
        ...CONTENT_SEEDS.map((p) =>
          db.prepare('INSERT OR IGNORE INTO content_pages (slug, title, effective_on, sections) VALUES (?, ?, ?, ?)').bind(p.slug, p.title, p.effectiveOn, JSON.stringify(p.sections)),
        ),
        db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('content_seed', ?)").bind(CONTENT_SEED_MARK),
      ]);
    })().catch((error: unknown) => {
      seeded.delete(db);
      throw error;
    });
    seeded.set(db, pending);
  }
  return pending;
}

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
