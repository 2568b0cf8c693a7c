import { ATTRIBUTION_NO_LINK_MESSAGE } from '../../rules/attribution';
import { attributionParams, staticAttributionLink, type AttributionPurpose } from '../navigation/attribution-link';
import { callJson } from './data-client';
import { failureMessage } from './failures';

/**
 * The attribution link for the page the shopper is on (spec 3.8, 5, 7, 8; issue 12 item 5),
 * asked of `POST /api/v4/attribution-link` on a tap, with a short time limit. Never throws: a
 * failure (an answer without a link: 'Onelink creation failed: no link in response'; the
 * server's message; no answer) is logged for developers and answered with the static link built
 * on `linkBase`, or, with no base configured, the page's own address.
 */
export async function attributionLinkFor(purpose: AttributionPurpose, page: URL, linkBase: string | null): Promise<{ link: string; fromProvider: boolean }> {
  const params = attributionParams(purpose, page);
  const answer = await callJson(
    { method: 'POST', path: '/api/v4/attribution-link', body: params },
    (body) => {
      const data = body !== null && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
      const link = data !== null && typeof data === 'object' ? (data as { link?: unknown }).link : undefined;
      return { link: typeof link === 'string' && /^https?:\/\//.test(link) ? link : null };
    },
    { timeout: 'link' },
  );
  if (answer.ok && answer.data.link) return { link: answer.data.link, fromProvider: true };
  console.warn('[attribution]', answer.ok ? ATTRIBUTION_NO_LINK_MESSAGE : failureMessage(answer.failure));
  return { link: linkBase ? staticAttributionLink(linkBase, params) : page.href, fromProvider: false };
}
