/**
 * `GET /sandbox/onelink/{code}` and `GET /sandbox/onelink?{parameters}` (development only, behind the origin's /sandbox guard; reached
 * through the storefront's sandbox proxy): where a sandbox attribution link leads. A real
 * OneLink opens the app when it is installed and the web page otherwise; the sandbox cannot know,
 * so its page (labelled 샌드박스, no script) offers both: the app link (`af_dp`) and the web
 * page (`af_web_dp`), with the campaign it was made for. Every value is escaped.
 */
import { Hono } from 'hono/tiny';
import { AttributionLinkParamsSchema, type AttributionLinkParams } from '../../../schemas/attribution';
import { sandboxOnelinkCopy } from '../../copy/sandbox-ko';
import type { OriginAppEnv } from '../../env';
import { escapeHtml as esc } from '../social/page';

export const sandboxOnelinkRoute = new Hono<OriginAppEnv>();

const t = sandboxOnelinkCopy;
const STYLE = `body{font-family:system-ui,sans-serif;max-width:560px;margin:32px auto;padding:0 16px;color:#111}
.badge{display:inline-block;background:#ffe14d;color:#111;font-weight:700;padding:4px 10px;border-radius:999px}
.meta{color:#555;font-size:14px}a.go{display:block;margin:12px 0;padding:14px;border-radius:8px;text-align:center;font-weight:700;text-decoration:none}
a.app{background:#111;color:#fff}a.web{border:1px solid #111;color:#111}`;

function page(body: string, status: 200 | 404): Response {
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(t.title)} · ${esc(t.badge)}</title><style>${STYLE}</style></head>
<body data-sandbox="onelink"><main><span class="badge">${esc(t.badge)}</span><h1>${esc(t.title)}</h1><p class="meta">${esc(t.notice)}</p>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}

/** The page for a link's parameters: the app link, the web page and the campaign. */
function linkPage(p: AttributionLinkParams): Response {
  const campaign = [p.pid, p.c, p.utm_campaign].filter(Boolean).join(' · ');
  return page(
    `${p.af_dp ? `<a class="go app" data-testid="onelink-app" href="${esc(p.af_dp)}">${esc(t.openApp)}</a>` : ''}
${p.af_web_dp ? `<a class="go web" data-testid="onelink-web" href="${esc(p.af_web_dp)}">${esc(t.openWeb)}</a>` : ''}
<p class="meta">${esc(t.campaign)}: <span data-testid="onelink-campaign">${esc(campaign)}</span></p>`,
    200,
  );
}

const missing = () => page(`<p role="alert">${esc(t.missing)}</p>`, 404);

// A long link (the storefront's static link, spec 8): the parameters are the query itself.
sandboxOnelinkRoute.get('/', (c) => {
  const parsed = AttributionLinkParamsSchema.safeParse(c.req.query());
  return parsed.success ? linkPage(parsed.data) : missing();
});

// A short link the attribution-link call made: its parameters are stored under the code.
sandboxOnelinkRoute.get('/:code', async (c) => {
  const code = c.req.param('code');
  const row = /^[a-z0-9]{6,20}$/.test(code) ? await c.env.DB.prepare('SELECT params FROM sandbox_onelinks WHERE code = ?').bind(code).first<{ params: string }>() : null;
  if (!row) return missing();
  let stored: unknown;
  try {
    stored = JSON.parse(row.params);
  } catch {
    return missing();
  }
  const parsed = AttributionLinkParamsSchema.safeParse(stored);
  return parsed.success ? linkPage(parsed.data) : missing();
});
