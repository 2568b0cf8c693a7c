/**
 * The account area's pages on the storefront (issue 11), mounted at `/account`. So far
 * `/account/agreements`: the member's consents as toggles. Members only: a visitor is sent to
 * log in and comes back. Never cached by anyone but the member's browser (private, no-store).
 */
import { Hono } from 'hono';
import { ko } from '../../../src/copy/ko';
import { consentStateOf } from '../../../src/member/agreements';
import { AgreementsPage, AgreementsUnavailable } from '../../../src/member/components/AgreementsPage';
import { loginHref } from '../../../src/member/return-to';
import { pageLink } from '../../../src/navigation/links';
import type { AppEnv } from '../../app-env';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { upstreamDeps } from '../../upstream-deps';
import { loadAgreementsPage } from './loader';

export const accountPages = new Hono<AppEnv>();

accountPages.get('/agreements', async (c) => {
  const context = contextOf(c);
  const { member } = context;
  if (!member) return c.redirect(loginHref(pageLink('agreements')), 303);
  const { shell, agreements, failedStatus } = await loadAgreementsPage(upstreamDeps(c), context, member, { assets: c.env?.ASSETS });
  const head = { title: `${ko.agreements.title} | ${ko.shell.siteName}`, robots: 'noindex' };
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!agreements) return renderPage(c, { status: failedStatus, shell, head, headers, body: <AgreementsUnavailable /> });
  return renderPage(c, { shell, head, headers, body: <AgreementsPage state={consentStateOf(agreements)} /> });
});
