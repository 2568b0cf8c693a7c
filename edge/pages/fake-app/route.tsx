/**
 * The fake app page `/_app` (issue 12 item 8), development only: the storefront in a phone-sized
 * frame as the app web view, with every spec 7.1 message it sends listed beside it and the
 * app's answers given (edge/pages/fake-app/script.ts). An app-scheme link tapped in the frame is
 * opened as the app would (the frame goes to its web page) and shown above the frame. The frame's page is posed as the app by
 * the operator's preview (`sf_preview`, the same cookie the preview bar clears); the framed
 * page finds the app's handlers on this page (same origin only). A production worker answers 404.
 *
 *     /_app?path=/products/1001&platform=ios&build=758
 */
import { Hono } from 'hono';
import { isDevelopment } from '../../../rules/environment';
import { ko } from '../../../src/copy/ko';
import { safeReturnTo } from '../../../src/member/return-to';
import { parsePreview, PREVIEW_COOKIE, serializePreview, type PreviewDevice } from '../../../src/preview/preview';
import { cookieDescriptor, serializeCookie } from '../../../src/storage/cookie';
import type { AppEnv } from '../../app-env';
import { contextOf } from '../../context/request-context';
import { streamHtml } from '../../render/stream';
import { notFoundResponse } from '../errors';
import { FAKE_APP_SCRIPT } from './script';

/** The route, made on demand (see edge/pages/preview/route.tsx `previewRoutes`). */
export function fakeAppRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!isDevelopment(c.env?.ENVIRONMENT)) return notFoundResponse(c);
    const path = safeReturnTo(c.req.query('path'));
    const platform: PreviewDevice = c.req.query('platform') === 'android' ? 'android' : 'ios';
    const buildText = c.req.query('build') ?? '';
    const build = /^\d{1,9}$/.test(buildText) && Number(buildText) > 0 ? Number(buildText) : null;
    const pose = serializePreview({ ...parsePreview(contextOf(c).cookies[PREVIEW_COOKIE]), device: platform, build });
    const cookie = serializeCookie(cookieDescriptor(PREVIEW_COOKIE, pose, { maxAge: 12 * 3600, httpOnly: true, secure: false }));
    const nonce = c.get('nonce');
    const platformName = platform === 'ios' ? 'iOS' : 'Android';
    const res = await streamHtml(
      <html lang="ko">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>{ko.preview.fakeApp(platformName, build)}</title>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: this module's constant script, under the page's CSP nonce. */}
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FAKE_APP_SCRIPT }} />
        </head>
        <body style={{ margin: 0, fontFamily: 'sans-serif', display: 'flex', flexWrap: 'wrap', gap: 16, padding: 16 }}>
          <section>
            <h1 style={{ fontSize: 18, margin: '0 0 8px' }}>{ko.preview.fakeApp(platformName, build)}</h1>
            <label style={{ display: 'block', fontSize: 14, marginBottom: 8 }}>
              <input id="app-notifications" type="checkbox" defaultChecked /> {ko.preview.fakeAppNotifications}
            </label>
            <p style={{ fontSize: 13, margin: '0 0 8px', maxWidth: 375, overflowWrap: 'anywhere' }}>
              <strong>{ko.appView.fakeAppReceived}: </strong>
              <output id="app-received" data-testid="app-received">
                {ko.appView.fakeAppNothingYet}
              </output>
            </p>
            <iframe id="app-frame" title={ko.preview.fakeAppFrame} src={path} style={{ width: 375, height: 720, border: '1px solid #999' }} />
          </section>
          <section style={{ flex: 1, minWidth: 280 }}>
            <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>{ko.preview.fakeAppMessages}</h2>
            <ol id="app-messages" data-testid="app-messages" style={{ fontFamily: 'monospace', fontSize: 12, paddingLeft: 20 }} />
          </section>
        </body>
      </html>,
      { status: 200, nonce, headers: { 'Cache-Control': 'private, no-store' }, signal: c.req.raw.signal },
    );
    res.headers.append('Set-Cookie', cookie);
    // The one page that frames our own origin (every other page frames the video hosts only).
    const csp = res.headers.get('Content-Security-Policy');
    if (csp) res.headers.set('Content-Security-Policy', csp.replace(/frame-src [^;]*/, "frame-src 'self'"));
    return res;
  });
}
