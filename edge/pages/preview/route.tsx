/**
 * The operator's preview page `/_preview` (issue 12 item 10), development only: a production
 * worker answers the not-found page for every method. GET shows the form with the choices in
 * force; POST keeps them in this browser's cookies (`sf_preview`, `sf_now` for the clock) and
 * goes back to the page the operator came from; POST `/clear` forgets them all. Posts from
 * another site are refused; the way back is a path on this origin only (`safeReturnTo`).
 */
import { Hono, type Context } from 'hono';
import { isDevelopment } from '../../../rules/environment';
import { ko } from '../../../src/copy/ko';
import { safeReturnTo } from '../../../src/member/return-to';
import { PreviewPage } from '../../../src/preview/components/PreviewPage';
import { PREVIEW_COOKIE, previewFromForm, serializePreview } from '../../../src/preview/preview';
import { cookieDescriptor, serializeCookie } from '../../../src/storage/cookie';
import type { AppEnv } from '../../app-env';
import { withCookies } from '../../context/auth-cookies';
import { parseIsoTime, PREVIEW_CLOCK_COOKIE } from '../../context/clock';
import { contextOf } from '../../context/request-context';
import { sameSiteForm } from '../same-site-form';
import { renderPage } from '../../render/page';
import { notFoundResponse } from '../errors';
import { formOf } from '../form-body';
import { loadShellOf } from '../shell-loader';

const noStore = { 'Cache-Control': 'private, no-store' };
// A browser session's worth: the preview ends with the browser unless cleared sooner.
const SESSION = { maxAge: 12 * 3600, httpOnly: true, secure: false } as const;

/** Removes a preview cookie, written as it was set (not Secure: a local run is plain http). */
const gone = (name: string) => cookieDescriptor(name, '', { ...SESSION, maxAge: 0 });

/**
 * The routes, made on demand: a deploy leaves development pages out of the bundle altogether
 * (edge/app.ts), which a module-level app with its routes would not allow.
 */
export function previewRoutes(): Hono<AppEnv> {
  const previewPages = new Hono<AppEnv>();
  previewPages.use('*', async (c, next) => {
    if (!isDevelopment(c.env?.ENVIRONMENT)) return notFoundResponse(c);
    await next();
  });

  /** `yyyy-MM-ddTHH:mm` in Seoul, what a datetime-local field shows. */
  function seoulLocal(iso: string | null): string {
    return iso ? new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().slice(0, 16) : '';
  }

  async function page(c: Context<AppEnv>, returnTo: string, error: string | null = null, status: 200 | 400 = 200) {
    const context = contextOf(c);
    return renderPage(c, {
      shell: await loadShellOf(c),
      head: { title: `${ko.preview.title} | ${ko.shell.siteName}`, robots: 'noindex' },
      headers: noStore,
      status,
      body: <PreviewPage current={context.preview} clockValue={seoulLocal(context.preview?.clock ?? null)} returnTo={returnTo} error={error} />,
    });
  }

  previewPages.get('/', (c) => page(c, safeReturnTo(c.req.query('returnTo'))));

  // Another site's post changes no preview: back where it came from.
  const backFromElsewhere = sameSiteForm(async (c) => c.redirect(safeReturnTo((await formOf(c)).returnTo), 303));

  previewPages.post('/', backFromElsewhere, async (c) => {
    const form = await formOf(c);
    const returnTo = safeReturnTo(form.returnTo);
    const clockText = (form.clock ?? '').trim();
    const clock = clockText === '' ? null : parseIsoTime(clockText);
    if (clockText !== '' && !clock) return page(c, returnTo, ko.preview.badClock, 400);
    const chosen = serializePreview(previewFromForm(form));
    const cookies = [
      serializeCookie(chosen ? cookieDescriptor(PREVIEW_COOKIE, chosen, SESSION) : gone(PREVIEW_COOKIE)),
      serializeCookie(clock ? cookieDescriptor(PREVIEW_CLOCK_COOKIE, clock.toISOString(), SESSION) : gone(PREVIEW_CLOCK_COOKIE)),
    ];
    return withCookies(c.redirect(returnTo, 303), cookies);
  });

  previewPages.post('/clear', backFromElsewhere, async (c) => {
    const form = await formOf(c);
    const returnTo = safeReturnTo(form.returnTo);
    return withCookies(c.redirect(returnTo, 303), [serializeCookie(gone(PREVIEW_COOKIE)), serializeCookie(gone(PREVIEW_CLOCK_COOKIE))]);
  });
  return previewPages;
}
