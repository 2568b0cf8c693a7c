import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ko } from '../../src/copy/ko';
import { ErrorPage } from '../../src/shell/ErrorPage';
import { renderPage } from '../render/page';
import { errorPageHeaders } from '../upstream/errors';
import { loadShellOf } from './shell-loader';
import { reportError } from '../ops/error-report';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** 404: `item` for an item that does not exist (its page's own words), else the page was not found. */
export async function notFoundResponse(c: Context<AppEnv>, what: 'item' | 'page' = 'page'): Promise<Response> {
  const kind = what === 'item' ? 'notFound' : 'pageNotFound';
  return renderPage(c, {
    status: 404,
    shell: await loadShellOf(c),
    head: { title: `${what === 'item' ? ko.errors.notFoundTitle : ko.errors.pageNotFoundTitle} | ${ko.shell.siteName}`, robots: 'noindex' },
    // Its shell differs by device and by the banner and campaign cookies, like every page: never
    // kept where another shopper could be answered with it.
    headers: { 'Cache-Control': 'private, no-cache', Vary: 'User-Agent' },
    body: <ErrorPage kind={kind} />,
  });
}

/**
 * A passing upstream fault or a bug: the page says "try again later" with the status the
 * caller decided (DECISIONS 4: 503 with Retry-After for timeouts, 502 for schema mismatches).
 */
export async function unavailableResponse(c: Context<AppEnv>, status: number, error?: unknown): Promise<Response> {
  // Spec 8: an error page is logged and reported (issue 31 §5; edge/ops/error-report.ts).
  if (error !== undefined) reportError(c, error, status);
  return renderPage(c, {
    status,
    // No notice call while the upstream may be failing.
    shell: await loadShellOf(c, { notices: status < 500 }),
    head: { title: `${ko.errors.unavailableTitle} | ${ko.shell.siteName}`, robots: 'noindex' },
    headers: { ...NO_STORE, ...(error === undefined ? {} : errorPageHeaders(error)) },
    body: <ErrorPage kind="unavailable" />,
  });
}

export async function serverErrorResponse(c: Context<AppEnv>, error: unknown): Promise<Response> {
  reportError(c, error, 500);
  try {
    return await unavailableResponse(c, 500);
  } catch {
    // Rendering itself is broken: a plain answer still tells the shopper what happened.
    return new Response(ko.errors.genericTemporary, { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE } });
  }
}
