/**
 * `GET /sandbox/outbox?to=` (development only, behind the origin's /sandbox guard; reached
 * through the storefront's sandbox proxy): the mails the origin would have sent, newest first,
 * each with the code it carries. Plain server HTML labelled 샌드박스, no script; every value
 * from the database or the request is escaped.
 */
import { Hono } from 'hono/tiny';
import { sandboxOutboxCopy } from '../../copy/sandbox-ko';
import type { OriginAppEnv } from '../../env';
import { seoulStamp } from '../../auth/members';
import { escapeHtml as esc } from '../social/page';
import { readSandboxMails, type OutboxRow } from './store';

export const sandboxOutboxRoute = new Hono<OriginAppEnv>();

const t = sandboxOutboxCopy;

const STYLE = `body{font-family:system-ui,sans-serif;max-width:640px;margin:32px auto;padding:0 16px;color:#111}
.badge{display:inline-block;background:#ffe14d;color:#111;font-weight:700;padding:4px 10px;border-radius:999px}
form{display:flex;gap:8px;flex-wrap:wrap;align-items:end}label{display:flex;flex-direction:column;font-weight:600;flex:1 1 240px}
input{padding:10px;font-size:16px}button{padding:10px 16px;font-size:16px;font-weight:700;cursor:pointer}
article{border:1px solid #ccc;border-radius:8px;padding:12px 16px;margin:16px 0}h2{font-size:18px;margin:4px 0}
.meta{color:#555;font-size:14px;margin:0}.body{white-space:pre-line}code{display:block;font-size:16px;background:#f4f4f4;padding:8px;overflow-wrap:anywhere}`;

function mail(m: OutboxRow): string {
  return `<article data-testid="outbox-mail">
<h2>${esc(m.subject)}</h2>
<p class="meta">${esc(t.to)}: <span data-testid="outbox-to">${esc(m.to_email)}</span> · ${esc(seoulStamp(m.created_at) ?? '')}</p>
<p class="body">${esc(m.body)}</p>
${m.token ? `<p class="meta">${esc(t.token)}</p><code data-testid="outbox-token">${esc(m.token)}</code>` : ''}
</article>`;
}

sandboxOutboxRoute.get('/', async (c) => {
  const to = (c.req.query('to') ?? '').slice(0, 254);
  const mails = await readSandboxMails(c.env.DB, to);
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(t.title)} · ${esc(t.badge)}</title><style>${STYLE}</style></head>
<body data-sandbox="outbox"><main><span class="badge">${esc(t.badge)}</span><h1>${esc(t.title)}</h1><p class="meta">${esc(t.notice)}</p>
<form method="get" action="/sandbox/outbox"><label for="to">${esc(t.to)}<input id="to" name="to" type="email" value="${esc(to)}"></label><button type="submit">${esc(t.search)}</button></form>
${mails.length === 0 ? `<p role="status">${esc(t.empty)}</p>` : mails.map(mail).join('\n')}
</main></body></html>`;
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(html);
});
