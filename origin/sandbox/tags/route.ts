/**
 * The sandbox third-party tags (issue 12 item 3; development only, behind the origin's /sandbox
 * guard, reached through the storefront's sandbox proxy). Each kind of rules/tags.ts has a script:
 *
 * - `GET /sandbox/tags/{file}.js?id={id}` (TAG_FILES) registers with the storefront's tag loader as a real
 *   tag would (`window.StorefrontTags.register`) and reports everything it hears, its own load
 *   (`tag_loaded`) first, to
 * - `POST /sandbox/tags/hits`, which records it; `GET /sandbox/tags/hits?limit=N&kind=K` answers
 *   the latest, newest first, so operators and tests see which tags ran and what they were told.
 *
 * It shows nothing on the page but `data-sandbox-tags` on <html> (the kinds loaded); the consent
 * banner says the tags are sandboxes.
 */
import { Hono } from 'hono/tiny';
import { isTagId, tagKindOfFile, TAG_KINDS, type TagKind } from '../../../rules/tags';
import { TagHitSchema } from '../../../schemas/tag-hit';
import { authNowMs } from '../../auth/clock';
import type { OriginAppEnv } from '../../env';
import { fail, ok } from '../../http';
import { readJson } from '../../routes/json-body';

export const sandboxTagsRoute = new Hono<OriginAppEnv>();

const isKind = (value: string): value is TagKind => (TAG_KINDS as readonly string[]).includes(value);

/** The tag's script; `kind` and `id` are checked (a kind, an id's characters) before they are written in. */
function script(kind: TagKind, id: string): string {
  return `(() => {
  const kind = ${JSON.stringify(kind)};
  const id = ${JSON.stringify(id)};
  const report = (event) =>
    fetch('/sandbox/tags/hits', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind, id, event }), keepalive: true }).catch(() => {});
  report({ name: 'tag_loaded', pageType: document.documentElement.dataset.pageType || '', url: location.href, at: Date.now() });
  const root = document.documentElement;
  root.dataset.sandboxTags = ((root.dataset.sandboxTags || '') + ' ' + kind).trim();
  if (window.StorefrontTags) window.StorefrontTags.register({ kind, id, send: report });
})();
`;
}

sandboxTagsRoute.get('/hits', async (c) => {
  const raw = Number(c.req.query('limit') ?? '50');
  const limit = Number.isInteger(raw) && raw > 0 ? Math.min(raw, 500) : 50;
  const kind = c.req.query('kind');
  const query =
    kind && isKind(kind)
      ? c.env.DB.prepare('SELECT kind, tag_id, payload, received_at FROM sandbox_tag_hits WHERE kind = ? ORDER BY hit_no DESC LIMIT ?').bind(kind, limit)
      : c.env.DB.prepare('SELECT kind, tag_id, payload, received_at FROM sandbox_tag_hits ORDER BY hit_no DESC LIMIT ?').bind(limit);
  const { results } = await query.all<{ kind: string; tag_id: string; payload: string; received_at: number }>();
  const hits = results.flatMap((r) => {
    try {
      return [{ kind: r.kind, id: r.tag_id, event: JSON.parse(r.payload) as Record<string, unknown>, receivedAt: r.received_at }];
    } catch {
      return [];
    }
  });
  return ok(c, { hits });
});

sandboxTagsRoute.post('/hits', async (c) => {
  const input = await readJson(c, TagHitSchema, { maxBytes: 8 * 1024 });
  if (!input.ok) return input.response;
  const { kind, id, event } = input.value;
  await c.env.DB.prepare('INSERT INTO sandbox_tag_hits (kind, tag_id, name, page_type, received_at, payload) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(kind, id, event.name, event.pageType, authNowMs(), JSON.stringify(event))
    .run();
  return ok(c, { received: true });
});

sandboxTagsRoute.get('/:file', (c) => {
  const file = c.req.param('file');
  const kind = file.endsWith('.js') ? tagKindOfFile(file.slice(0, -3)) : null;
  const id = c.req.query('id') ?? '';
  if (!kind || !isTagId(id)) return fail(c, 404, 'NOT_FOUND', 'No such sandbox tag');
  c.header('Content-Type', 'text/javascript; charset=utf-8');
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(script(kind, id));
});
