/**
 * The sandbox postcode search (development only; DECISIONS 7), mounted at /sandbox/postcode and
 * reached on the storefront's own origin through the edge's /sandbox proxy, so the checkout and
 * account edit open it in a frame of their own origin. GET `?q=` draws the search and its
 * results; choosing one posts `{ type: 'sandbox-postcode', data: { zonecode, roadAddress,
 * jibunAddress, buildingName } }` to the page that framed it (same origin only, `pick.js`),
 * the fields the Kakao/Daum service's `oncomplete` gives, so the island's adapter treats both alike.
 */
import { Hono } from 'hono/tiny';
import { escapeHtml } from '../../../rules/html/safe-html';
import { sandboxPostcodeCopy as t } from '../../copy/sandbox-ko';
import type { OriginEnv } from '../../env';
import { SANDBOX_ADDRESSES } from './addresses';
import { searchAddresses } from './search';

export const sandboxPostcodeRoute = new Hono<{ Bindings: OriginEnv }>();

const HEADERS = {
  'Cache-Control': 'no-store',
  // Framed by our own pages only; its one script is its own file.
  'Content-Security-Policy': "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'",
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/**
 * Same-origin only: the frame and the page that opened it are both the storefront's. Loaded in
 * the head, so the listener is in place before any result button is parsed: from the end of the
 * body, a click between the buttons' parse and the script did nothing (a checkout e2e flake).
 */
export const PICK_SCRIPT = `document.addEventListener('click', function (e) {
  var b = e.target instanceof Element ? e.target.closest('[data-zonecode],[data-close]') : null;
  if (!b || window.parent === window) return;
  e.preventDefault();
  var msg = b.hasAttribute('data-close') ? { type: 'sandbox-postcode-close' } :
    { type: 'sandbox-postcode', data: { zonecode: b.getAttribute('data-zonecode'), roadAddress: b.getAttribute('data-road'), jibunAddress: b.getAttribute('data-jibun'), buildingName: b.getAttribute('data-building') } };
  window.parent.postMessage(msg, window.location.origin);
});
document.addEventListener('DOMContentLoaded', function () { var q = document.getElementById('q'); if (q) q.focus(); });
`;

sandboxPostcodeRoute.get('/pick.js', () => new Response(PICK_SCRIPT, { headers: { ...HEADERS, 'Content-Type': 'text/javascript; charset=utf-8' } }));

sandboxPostcodeRoute.get('/', (c) => {
  const query = (c.req.query('q') ?? '').slice(0, 60);
  const results = searchAddresses(SANDBOX_ADDRESSES, query);
  const e = escapeHtml;
  const items = results
    .map(
      (
        a,
      ) => `<li><button type="button" data-zonecode="${e(a.zonecode)}" data-road="${e(a.roadAddress)}" data-jibun="${e(a.jibunAddress)}" data-building="${e(a.buildingName)}" aria-label="${e(t.choose(a.roadAddress))}">
  <strong>${e(a.zonecode)}</strong> <span>${e(t.road)} ${e(a.roadAddress)}${a.buildingName ? ` (${e(a.buildingName)})` : ''}</span><br><small>${e(t.jibun)} ${e(a.jibunAddress)}</small></button></li>`,
    )
    .join('');
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(t.pageTitle)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:16px;color:#111}h1{font-size:17px;margin:0 0 8px}.badge{background:#fcd34d;border-radius:4px;padding:1px 6px;font-size:12px;margin-left:6px}
p{margin:0 0 12px;color:#444;font-size:13px}form{display:flex;gap:8px}label{display:block;font-size:13px;font-weight:600;margin-bottom:4px}input{flex:1;min-width:0;height:44px;font-size:16px;padding:0 10px;border:1px solid #888;border-radius:4px}
button{cursor:pointer;font:inherit}form button{height:44px;padding:0 14px;border:0;border-radius:4px;background:#111;color:#fff}ul{list-style:none;margin:12px 0 0;padding:0}
li button{display:block;width:100%;text-align:left;background:#fff;border:0;border-bottom:1px solid #e5e5e5;padding:10px 4px;color:#111}li button:hover,li button:focus{background:#f5f5f5}small{color:#555}
.close{position:absolute;top:12px;right:12px;height:36px;padding:0 10px;border:1px solid #888;border-radius:4px;background:#fff;color:#111}</style><script src="/sandbox/postcode/pick.js"></script></head>
<body><h1>${e(t.pageTitle)}<span class="badge">${e(t.badge)}</span></h1><button type="button" class="close" data-close>${e(t.close)}</button>
<p>${e(t.notice)}</p>
<label for="q">${e(t.queryLabel)}</label><form method="get" action="/sandbox/postcode" role="search"><input id="q" name="q" value="${e(query)}" placeholder="${e(t.queryPlaceholder)}" autocomplete="off"><button type="submit">${e(t.search)}</button></form>
${query.trim() ? (results.length ? `<ul data-testid="sandbox-postcode-results">${items}</ul>` : `<p role="status">${e(t.none)}</p>`) : ''}
</body></html>`;
  return new Response(html, { headers: { ...HEADERS, 'Content-Type': 'text/html; charset=utf-8' } });
});
