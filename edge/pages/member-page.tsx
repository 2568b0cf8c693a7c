import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { parseItemNo } from '../../rules/item-no';
import { ko } from '../../src/copy/ko';
import { loginHref } from '../../src/member/return-to';
import type { AppEnv } from '../app-env';
import { contextOf } from '../context/request-context';
import type { Member } from '../context/vars';
import { renderPage } from '../render/page';
import { pageStatusFor, shouldLog } from '../upstream/errors';
import { upstreamDeps } from '../upstream-deps';
import { buildQuery } from '../../src/navigation/url';
import { loadShell, type ShellData } from './shell-loader';

const privateNoStore = { 'Cache-Control': 'private, no-store' };

/** What a member page draws once its data came: the body, and the shell if the page corrects it. */
export interface MemberPageParts {
  body: ReactNode;
  shell?: ShellData;
}

export interface MemberPageSpec<T> {
  /** This page's own address: a visitor, or a member whose session ended, logs in and comes back here. */
  path: string;
  title: string;
  /** The log line's tag when the upstream fails (never the member's data). */
  tag: string;
  load: (member: Member) => Promise<T>;
  /** The body when the upstream could not answer: the page's own Korean notice. */
  unavailable: () => ReactNode;
  draw: (data: T, member: Member, shell: ShellData) => MemberPageParts | Promise<MemberPageParts>;
}

/**
 * A member's page of their own (orders, gifts, likes, cart, wallet): the shell and the page's
 * data load side by side; a visitor logs in and comes back; a session the upstream no longer
 * knows (ended on another device) logs in again rather than seeing a 401 page; an upstream
 * failure answers its status with the page's notice. Never cached but by the member's browser.
 */
export async function memberPage<T>(c: Context<AppEnv>, spec: MemberPageSpec<T>): Promise<Response> {
  const context = contextOf(c);
  const { member } = context;
  if (!member) return c.redirect(loginHref(spec.path), 303);
  const [shell, answer] = await Promise.all([
    loadShell(upstreamDeps(c), context, { assets: c.env?.ASSETS }),
    spec.load(member).then(
      (data) => ({ ok: true as const, data }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  const head = { title: `${spec.title} | ${ko.shell.siteName}`, robots: 'noindex' };
  if (!answer.ok) {
    const status = pageStatusFor(answer.error);
    if (status === 401) return c.redirect(loginHref(spec.path), 303);
    if (shouldLog(answer.error)) console.error(`[${spec.tag}] unavailable`, answer.error);
    return renderPage(c, { status, shell, head, headers: privateNoStore, body: spec.unavailable() });
  }
  const parts = await spec.draw(answer.data, member, shell);
  return renderPage(c, { shell: parts.shell ?? shell, head, headers: privateNoStore, body: parts.body });
}

/** The `page` query of a paged member list: 1 when absent or malformed, at most 10 000. */
export function requestedPage(c: Context<AppEnv>): number {
  return Math.min(parseItemNo(c.req.query('page') ?? '1') ?? 1, 10_000);
}

/** Previous and next links of a paged list at `path`, page 1 without a query. */
export function pagingLinks(path: string, page: number, count: number, perPage: number): { prevHref: string | null; nextHref: string | null } {
  const pages = Math.max(1, Math.ceil(count / perPage));
  const at = (n: number) => `${path}${n > 1 ? buildQuery([['page', n]]) : ''}`;
  return { prevHref: page > 1 ? at(page - 1) : null, nextHref: page < pages ? at(page + 1) : null };
}
