/**
 * The home page `/`: the best sellers (the shared grid's cards, no paging here) and the
 * category groups as entry points; it links to the best-items page for more. Notices flagged
 * `is_popup` open over it one at a time (src/content/islands/NoticePopup.tsx).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { ko } from '../../../src/copy/ko';
import { homeLink, noticeLink } from '../../../src/navigation/links';
import { popupNotices } from '../../../src/content/notice-popup';
import { editorialLinks } from '../../../src/content/editorial';
import NoticePopup from '../../../src/content/islands/NoticePopup';
import { pickNotice, seoulDateString } from '../../../src/shell/shell-model';
import { Island } from '../../../src/ui/Island';
import { toGridCard } from '../../../src/listing/cards';
import { cardLabelOf } from '../../../src/product/item-label';
import { HomePage } from '../../../src/listing/components/HomePage';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { upstreamDeps } from '../../upstream-deps';
import { LISTING_HEADERS, productHrefTemplate } from '../listing/page';
import { loadHomePage } from './loader';

export const homePages = new Hono<AppEnv>();

homePages.get('/', async (c) => {
  const context = contextOf(c);
  const { shell, best, groups, notices, editorial } = await loadHomePage(upstreamDeps(c), context, { assets: c.env?.ASSETS });
  const template = productHrefTemplate(context);
  const cards = best?.results.map((card) => toGridCard(card, template, cardLabelOf(card, context.now))) ?? [];
  const today = seoulDateString(context.now);
  const popup = {
    id: 'notice-popup',
    notices: popupNotices(
      notices,
      (n) => pickNotice([n], today) !== null,
      (n) => noticeLink(n, { at: context.at }),
    ),
  };
  const editorialSection = editorialLinks(editorial, { at: context.at }, (reason) => console.warn(`[editorial] home entry ignored (${reason})`));
  return renderPage(c, {
    shell,
    head: { title: ko.shell.siteName, description: ko.shell.siteDescription, canonical: homeLink({ at: { ...context.at, currentOrigin: '' } }) },
    headers: LISTING_HEADERS,
    speculation: true,
    body: (
      <>
        <HomePage groups={groups} best={{ cards, failed: best === null }} at={context.at} editorial={editorialSection} />
        {popup.notices.length > 0 ? (
          <Island name="NoticePopup" id={popup.id} props={popup}>
            <NoticePopup {...popup} />
          </Island>
        ) : null}
      </>
    ),
  });
});
