import { cartCountAtLoad, memberMenuAtLoad, memberSessionAtLoad } from '../member/header-at-load';
import { island } from './define';
import { purchasePanelAtLoad } from '../product/kept-selection-at-load';
import { noticePopupAtLoad } from '../content/notice-popup-at-load';

/**
 * Every island, declared once (ARCHITECTURE rule 5). An entry holds the island's module (its
 * component and its `zod/mini` props schema, imported lazily so each island is its own chunk),
 * when it hydrates, and any at-load task. Everything else derives from this table: the marker's
 * `data-hydrate` (src/ui/Island.tsx), the browser's hydration (client/), the modulepreload hints
 * of `load` islands (src/ui/Island.tsx, from the build's chunk list), and the build's chunk
 * lookup (scripts/build.mjs reads the `import('…')` paths here).
 *
 * Adding an island: write `src/<feature>/islands/Name.tsx` (copy src/ui/islands/ShareLink.tsx)
 * and add one line here. Rules for the module:
 * - it exports `default` (the component) and `propsSchema`, a `zod/mini` schema (never full
 *   `zod`: this code ships to the browser) whose output is the component's props, or a guard
 *   (./props-guard.ts) when its full schema is in ./server-props.ts and checked on the server
 *   (the item page's first-tap islands, which must not load zod's core);
 * - props are plain JSON; dates and prices arrive already formatted (rule 6);
 * - ids come from props, never `useId` (each island hydrates as its own root);
 * - until it hydrates (on interaction by default) it must look and behave right as server HTML:
 *   its first render matches the server's, state the shopper changed in the DOM before hydration
 *   (text typed, focus, a carousel swiped) is read back in a `useLayoutEffect` on mount, a click
 *   or submit is held and replayed (client/replay.ts) but links are not: an island that handles
 *   its own link clicks hydrates at `load`;
 * - an event from another island may come before it is live: keep what it carries where the
 *   island can read it on mount (e.g. src/member/cart-updates.ts).
 *
 * `load` is kept for islands whose mount effects must run unprompted or whose first tap must not
 * wait for their code: AdultGate (the gated page is this dialog; its buttons open the provider's
 * popup, allowed only within the tap's own activation; its cancel link goes back in history).
 * Only it gets modulepreload hints (React included) and holds back `data-client-ready`.
 * ProductGrid waits for interaction (issue 32): until then its sort, page and view links load
 * from the server; Back or Forward counts as activity (client/triggers.ts) and the grid, once
 * mounted, loads the page the address names when it differs from the one it was drawn with.
 *
 * `warm` marks the island of the buying moment (PurchasePanel): its code is fetched once the page
 * has loaded and the browser is idle, so a first tap waits for no download. LikeButton waits for
 * intent like the header's islands: its first tap shows busy at once (client/replay.ts) and is
 * answered once it is live, and the first 구매하기 loads none of its code (issue 32 §3, kb90).
 * `onActivity` (PurchasePanel and ProductGrid) hydrate at the shopper's first activity anywhere when
 * in view, or when they come into view after it; every other island waits for intent on itself
 * (a pointer over or on it, a touch, focus, a swipe inside it), so the first tap on the item page
 * loads no header island (issue 32 §3). `idle` (PurchasePanel) hydrates once the page has loaded
 * and the browser is idle, unprompted, so its first tap is answered by the island itself.
 */
export const islands = {
  ImageCarousel: island(() => import('../ui/islands/ImageCarousel')),
  ShareLink: island(() => import('../ui/islands/ShareLink')),
  ProductGallery: island(() => import('../product/islands/ProductGallery')),
  PurchasePanel: island(() => import('../product/islands/PurchasePanel'), { atLoad: purchasePanelAtLoad, warm: true, onActivity: true, idle: true }),
  LikeButton: island(() => import('../product/islands/LikeButton')),
  AdultGate: island(() => import('../identity/islands/AdultGate'), { hydrate: 'load' }),
  CartCount: island(() => import('../member/islands/CartCount'), { atLoad: cartCountAtLoad }),
  MemberMenu: island(() => import('../member/islands/MemberMenu'), { atLoad: memberMenuAtLoad }),
  MemberSession: island(() => import('../member/islands/MemberSession'), { atLoad: memberSessionAtLoad }),
  LoginForm: island(() => import('../member/islands/LoginForm')),
  JoinForm: island(() => import('../member/islands/JoinForm')),
  LeaveForm: island(() => import('../member/islands/LeaveForm')),
  OrderAction: island(() => import('../member/islands/OrderAction')),
  AccountForm: island(() => import('../member/islands/AccountForm')),
  BrandLikeButton: island(() => import('../member/islands/BrandLikeButton')),
  ReviewForm: island(() => import('../member/islands/ReviewForm')),
  ConsentToggles: island(() => import('../member/islands/ConsentToggles')),
  CartView: island(() => import('../member/islands/CartView')),
  PostcodeSearch: island(() => import('../member/islands/PostcodeSearch')),
  PayForm: island(() => import('../checkout/islands/PayForm')),
  QnaAsk: island(() => import('../member/islands/QnaAsk'), { hydrate: 'visible' }),
  SearchBar: island(() => import('../navigation/islands/SearchBar')),
  QaLabel: island(() => import('../navigation/islands/QaLabel')),
  AppBanner: island(() => import('../navigation/islands/AppBanner')),
  ProductGrid: island(() => import('../listing/islands/ProductGrid'), { onActivity: true }),
  NoticePopup: island(() => import('../content/islands/NoticePopup'), { atLoad: noticePopupAtLoad }),
};

export type IslandName = keyof typeof islands;

/** The props of the island registered under `N`, as its component declares them. */
export type IslandProps<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]['load']>>['default'] extends import('react').ComponentType<infer P> ? P : never;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islands, name);
}
